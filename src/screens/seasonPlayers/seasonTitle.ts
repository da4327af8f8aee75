import type { AnsweredTitle } from '../../kit/answeredTitle';
import type { SeasonDetail } from './useSeasonDetail';

export const seasonTitle: AnsweredTitle<Pick<SeasonDetail, 'season'>> = {
  key: 'app.season_players.title',
  values: (answer) => ({ label: answer.season.label }),
};
