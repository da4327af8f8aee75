import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { screenPaths } from '../../pages/paths';

/** The season list's create button goes to /create-game-week, as the spec has it: a season comes into use with its first game week. */
export const CreateGameWeekButton = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(screenPaths.createGameWeek)}>
      {translate('app.seasons.create')}
    </Button>
  );
};
