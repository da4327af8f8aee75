import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SCORING_RULES } from '../../../contract/rules/scoring';

/** The numbers come from the scoring module, so the banner cannot disagree with the summarise. */
export const ScoringRulesBanner = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" icon={false} aria-label={translate('app.game_week_detail.rules_title')}>
      <AlertTitle>{translate('app.game_week_detail.rules_title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, columns: { md: 2 }, columnGap: 4 }}>
        {SCORING_RULES.map((rule) => (
          <li key={rule.key}>{translate(`app.game_week_detail.rules.${rule.key}`, rule.values)}</li>
        ))}
      </Box>
    </Alert>
  );
};
