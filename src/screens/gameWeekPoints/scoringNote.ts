import { SCORING_RULES } from '../../../contract/rules/scoring';
import type { ScreenNote } from '../../kit/screenNote';

/** The numbers come from the scoring module, so the note cannot disagree with the summarise. */
export const scoringNote: ScreenNote = {
  title: 'app.game_week_detail.rules_title',
  lines: SCORING_RULES.map((rule) => ({ key: `app.game_week_detail.rules.${rule.key}`, values: rule.values })),
};
