import { Box, Stack } from '@mui/material';
import { Allowed } from '../../kit/Allowed';
import type { ResourceDeclaration } from '../../kit/declaration';
import { GeneratedList } from '../../kit/GeneratedList';
import { FreeTicketForm, TicketLookup } from '../settings/tickets';

/** The list comes last because it grows when its page arrives: above the cards, it would push them down at every load. */
export const MembersList = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Stack spacing={2}>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Allowed route="generateAllTicketForPlayer">
        <FreeTicketForm idPrefix="members-free-ticket" />
      </Allowed>
      <TicketLookup onlyUnused />
    </Box>
    <GeneratedList declaration={declaration} />
  </Stack>
);
