import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import { Box, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DateLocale } from '../../format';
import { monthTitle } from './calendarText';
import type { Month } from './monthModel';

export interface MonthHeaderProps {
  shown: Month;
  language: DateLocale;
  titleId: string;
  onStep: (months: number) => void;
}

const Step = ({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) => (
  <IconButton size="small" aria-label={label} onClick={onClick}>
    {children}
  </IconButton>
);

/** Year buttons too: going back to a birth year should not take 12 clicks a year. */
export const MonthHeader = ({ shown, language, titleId, onStep }: MonthHeaderProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Step label={translate('app.calendar.previous_year')} onClick={() => onStep(-12)}>
        <KeyboardDoubleArrowLeftIcon fontSize="small" />
      </Step>
      <Step label={translate('app.calendar.previous_month')} onClick={() => onStep(-1)}>
        <ChevronLeftIcon fontSize="small" />
      </Step>
      {/* announced when it changes, so a screen reader hears the month a step went to */}
      <Typography id={titleId} aria-live="polite" sx={{ flex: 1, textAlign: 'center', fontWeight: 500 }}>
        {monthTitle(shown, language)}
      </Typography>
      <Step label={translate('app.calendar.next_month')} onClick={() => onStep(1)}>
        <ChevronRightIcon fontSize="small" />
      </Step>
      <Step label={translate('app.calendar.next_year')} onClick={() => onStep(12)}>
        <KeyboardDoubleArrowRightIcon fontSize="small" />
      </Step>
    </Box>
  );
};
