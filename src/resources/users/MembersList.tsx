import { Stack } from '@mui/material';
import type { ResourceDeclaration } from '../../schema/declaration';
import { GeneratedList } from '../../schema/GeneratedList';
import { FreeTicketForm, TicketLookup } from '../tickets';

/**
 * Members (spec screen 12, /userdetail): the generated members list (paged, sorted and searched on the server),
 * the free-ticket input and the unused-ticket lookup.
 */
export const MembersList = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Stack spacing={2}>
    <GeneratedList declaration={declaration} />
    <FreeTicketForm idPrefix="members-free-ticket" />
    <TicketLookup onlyUnused />
  </Stack>
);
