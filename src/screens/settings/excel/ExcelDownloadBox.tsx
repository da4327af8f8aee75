import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { IdBoxCard } from '../../../kit/IdBoxCard';
import type { IdBoxFace } from '../../../kit/idBoxFace';
import { parseId } from '../../../kit/parseId';
import { ExportProgressBar } from './ExportProgressBar';
import { useGameWeekExport } from './useGameWeekExport';

const face: IdBoxFace = {
  title: 'app.settings.excel_title',
  label: 'app.excel.game_week_id',
  submit: { label: 'app.excel.download', icon: DownloadIcon },
  submitWaitsForId: true,
};

/**
 * The settings screen's Excel download: a game week ID and a download button, which asks 'Do you want to
 * download the Excel file of game week {id}?', shows the progress and saves GameWeek_{id}_{time}.xlsx. The
 * button waits for a whole-number ID and is off while an export runs.
 */
export const ExcelDownloadBox = () => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [asking, setAsking] = useState(false);
  const gameWeekId = parseId(text);
  const { start, isRunning, progress } = useGameWeekExport();

  return (
    <IdBoxCard
      data-testid="excel-download"
      face={face}
      inputId="excel-game-week-id"
      text={text}
      onTextChange={setText}
      invalidMessage="app.excel.id_invalid"
      busy={isRunning}
      onSubmit={(id) => {
        if (id !== null && !isRunning) setAsking(true);
      }}
    >
      {progress && <ExportProgressBar progress={progress} />}
      <Confirm
        isOpen={asking}
        title={translate(face.title)}
        content={translate('app.confirm.download_excel', { id: gameWeekId ?? '' })}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          if (gameWeekId !== null) start(gameWeekId);
        }}
      />
    </IdBoxCard>
  );
};
