import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { seasonEditPlayerPath } from '../seasonPlayers';

export const ManageSeasonButton = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<EditNoteIcon />}
      onClick={() => navigate(seasonEditPlayerPath(record.id))}
      aria-label={`${translate('app.seasons.manage')} ${record.label}`}
    >
      {translate('app.seasons.manage')}
    </Button>
  );
};
