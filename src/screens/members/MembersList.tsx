import { Box, Stack } from '@mui/material';
import type { ResourceDeclaration } from '../../kit/declaration';
import { GeneratedList } from '../../kit/GeneratedList';
import { FreeTicketForm, TicketLookup } from '../settings/tickets';

/**
 * Members (spec screen 12, /userdetail): the free-ticket input and the unused-ticket lookup, side by side on a
 * wide screen, above the generated members list (paged, sorted and searched on the server). The list comes last
 * because it grows when its page arrives: below it, the two cards were pushed down at every load (a layout shift
 * of 0.25 to 0.5 in Lighthouse); what moves them now is only the operator's own lookup.
 */
export const MembersList = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Stack spacing={2}>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <FreeTicketForm idPrefix="members-free-ticket" />
      <TicketLookup onlyUnused />
    </Box>
    <GeneratedList declaration={declaration} />
  </Stack>
);
