import { Box } from '@mui/material';
import { DeclaredRecordForms } from '../../kit/DeclaredRecordForms';
import type { ResourceDeclaration } from '../../kit/declaration';
import { GeneratedList } from '../../kit/GeneratedList';
import { RowDraftsProvider } from '../../kit/rowDrafts';
import { conditionResource } from './conditionResource';
import { ImageUploadCard } from './ImageUploadCard';
import { rewardResource } from './rewardResource';
import { SeasonFilter } from './SeasonFilter';

/**
 * Game week management (spec screen 5, /game-week): the image upload, then the generated list of the chosen
 * season's game weeks with each row's reward typed in place, then the reward and condition editors (each
 * record's generated edit form).
 */
export const GameWeekScreen = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <RowDraftsProvider>
    <GeneratedList
      declaration={declaration}
      before={<ImageUploadCard />}
      above={
        <Box sx={{ p: 1 }}>
          <SeasonFilter />
        </Box>
      }
      after={
        <>
          <DeclaredRecordForms declaration={rewardResource} saveLabel="app.game_week.update" />
          <DeclaredRecordForms declaration={conditionResource} saveLabel="app.game_week.update" />
        </>
      }
    />
  </RowDraftsProvider>
);
