import EditIcon from '@mui/icons-material/Edit';
import { Button, Stack } from '@mui/material';
import { type RaRecord, useCreatePath, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmedDeleteButton } from '../../kit/ConfirmedDeleteButton';

/**
 * A team row's Edit (its edit URL, carrying the row so the form above the list fills at once) and Delete after a
 * confirmation naming the team. A team that players or fixtures still hold is refused by the server, which says what holds it.
 */
export const TeamRowActions = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        startIcon={<EditIcon />}
        onClick={() => navigate(createPath({ resource: 'team', id: record.id, type: 'edit' }), { state: { record } })}
      >
        {translate('app.teams.edit')}
      </Button>
      <ConfirmedDeleteButton
        record={record}
        confirmTitle="app.teams.delete_title"
        confirmContent="app.teams.delete_content"
        titleTranslateOptions={{ name: record.name }}
      />
    </Stack>
  );
};
