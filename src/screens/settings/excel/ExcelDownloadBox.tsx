import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { parseId } from '../../../kit/parseId';
import { ExportProgressBar } from './ExportProgressBar';
import { useGameWeekExport } from './useGameWeekExport';

export const ExcelDownloadBox = () => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [asking, setAsking] = useState(false);
  const gameWeekId = parseId(text);
  const { start, isRunning, progress } = useGameWeekExport();
  const invalid = text.trim() !== '' && gameWeekId === null;

  return (
    <Card data-testid="excel-download">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.settings.excel_title')}
        </Typography>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          alignItems={{ sm: 'flex-start' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (gameWeekId !== null && !isRunning) setAsking(true);
          }}
        >
          <TextField
            size="small"
            sx={{ width: { sm: 320 } }}
            id="excel-game-week-id"
            label={translate('app.excel.game_week_id')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={invalid}
            helperText={invalid ? translate('app.excel.id_invalid') : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button
            type="submit"
            variant="contained"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            startIcon={<DownloadIcon />}
            disabled={gameWeekId === null || isRunning}
          >
            {translate('app.excel.download')}
          </Button>
        </Stack>
        {progress && <ExportProgressBar progress={progress} />}
        <Confirm
          isOpen={asking}
          title={translate('app.settings.excel_title')}
          content={translate('app.confirm.download_excel', { id: gameWeekId ?? '' })}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            if (gameWeekId !== null) start(gameWeekId);
          }}
        />
      </CardContent>
    </Card>
  );
};
