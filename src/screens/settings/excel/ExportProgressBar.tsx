import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExportProgress } from './exportGameWeek';

export const ExportProgressBar = ({ progress }: { progress: ExportProgress }) => {
  const translate = useTranslate();
  const percent = progress.fraction === undefined ? undefined : Math.round(progress.fraction * 100);
  return (
    <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate(`app.excel.progress.${progress.phase}`, { percent: percent ?? 0 })}
      </Typography>
      <LinearProgress
        aria-label={translate('app.excel.progress_label')}
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
      />
    </Box>
  );
};
