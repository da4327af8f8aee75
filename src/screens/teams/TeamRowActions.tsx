import EditIcon from '@mui/icons-material/Edit';
import { Button, Stack } from '@mui/material';
import { type RaRecord, useCreatePath, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Allowed } from '../../kit/Allowed';
import { ConfirmedDeleteButton } from '../../kit/ConfirmedDeleteButton';

/** Edit carries the row in the navigation state, so the form above the list fills at once. */
export const TeamRowActions = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={1}>
      <Allowed resource="team" action="edit">
        <Button
          size="small"
          startIcon={<EditIcon />}
          onClick={() => navigate(createPath({ resource: 'team', id: record.id, type: 'edit' }), { state: { record } })}
        >
          {translate('app.teams.edit')}
        </Button>
      </Allowed>
      <ConfirmedDeleteButton
        record={record}
        confirmTitle="app.teams.delete_title"
        confirmContent="app.teams.delete_content"
        titleTranslateOptions={{ name: record.name }}
      />
    </Stack>
  );
};
