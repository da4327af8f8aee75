import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Allowed } from '../../kit/Allowed';
import { CREATE_GAME_WEEK_PATH } from './paths';

/**
 * Also the season list's create button: a season comes into use with its first game week, and the button says
 * the form it opens.
 */
export const CreateGameWeekButton = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Allowed route="createGameWeek">
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(CREATE_GAME_WEEK_PATH)}>
        {translate('app.game_week.create')}
      </Button>
    </Allowed>
  );
};
