import { Box } from '@mui/material';
import { Allowed } from '../../kit/Allowed';
import type { ResourceDeclaration } from '../../kit/declaration';
import { GeneratedList } from '../../kit/GeneratedList';
import { FreeTicketForm, TicketLookup } from '../settings/tickets';

/**
 * The ticket tools sit under the heading, where the static shell paints it, and above the list: below it, they
 * would be pushed down when the list's page arrives.
 */
export const MembersList = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <GeneratedList
    declaration={declaration}
    before={
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Allowed route="generateAllTicketForPlayer">
          <FreeTicketForm idPrefix="members-free-ticket" />
        </Allowed>
        <TicketLookup onlyUnused />
      </Box>
    }
  />
);
