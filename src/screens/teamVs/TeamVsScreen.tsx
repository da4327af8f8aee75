import { Stack } from '@mui/material';
import { Allowed } from '../../kit/Allowed';
import type { ResourceDeclaration } from '../../kit/declaration';
import { GeneratedList } from '../../kit/GeneratedList';
import { RowDraftsProvider } from '../../kit/rowDrafts';
import { DayFilter } from './DayFilter';
import { FixtureForm } from './FixtureForm';

export const TeamVsScreen = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <RowDraftsProvider>
    <GeneratedList
      declaration={declaration}
      above={
        <Stack spacing={2} sx={{ p: 1, alignItems: 'flex-start', '& > .MuiCard-root': { alignSelf: 'stretch' } }}>
          <DayFilter />
          <Allowed resource={declaration.name} action="create">
            <FixtureForm declaration={declaration} />
          </Allowed>
        </Stack>
      }
    />
  </RowDraftsProvider>
);
