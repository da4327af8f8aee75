import { Allowed } from '../../kit/Allowed';
import { DeclaredRecordForms } from '../../kit/DeclaredRecordForms';
import type { ResourceDeclaration } from '../../kit/declaration';
import { GeneratedList } from '../../kit/GeneratedList';
import { RowDraftsProvider } from '../../kit/rowDrafts';
import { conditionResource } from './conditionResource';
import { ImageUploadCard } from './ImageUploadCard';
import { rewardResource } from './rewardResource';

export const GameWeekScreen = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <RowDraftsProvider>
    <GeneratedList
      declaration={declaration}
      before={
        <Allowed route="uploadGameWeekImage">
          <ImageUploadCard />
        </Allowed>
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
