import type { AnsweredTitle } from '../../kit/answeredTitle';
import type { GameWeekDetail } from './pointDraft';

export const gameWeekTitle: AnsweredTitle<Pick<GameWeekDetail, 'gameWeek'>> = {
  key: 'app.game_week_detail.title',
  values: (answer) => ({ week: answer.gameWeek.week, name: answer.gameWeek.week_name }),
};
