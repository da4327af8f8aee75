import SaveIcon from '@mui/icons-material/Save';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { useNotifyingMutation } from '../../kit/useNotifyingMutation';
import { useReloadGameWeekDetail } from './useGameWeekDetail';

const TEAM_VS_MAX = 200;

export interface TeamVsEditorProps {
  gameWeekId: number;
  teamId: number;
  current: string;
}

/** Give it `key={teamId}` so switching teams starts from that team's text. */
export const TeamVsEditor = ({ gameWeekId, teamId, current }: TeamVsEditorProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const reload = useReloadGameWeekDetail(gameWeekId);
  const [text, setText] = useState(current);
  const save = useNotifyingMutation({
    mutationFn: () => dataProvider.savePlayerTeamVs(gameWeekId, teamId, text.trim()),
    succeeded: 'app.message.save_team_vs_success',
    onSuccess: () => {
      reload();
    },
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        label={translate('resources.players.fields.team_vs')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { name: 'team_vs', maxLength: TEAM_VS_MAX } }}
        sx={{ minWidth: 240 }}
      />
      <Button
        variant="outlined"
        startIcon={<SaveIcon />}
        loading={save.isPending}
        onClick={() => save.mutate()}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {translate('app.game_week_detail.save_vs')}
      </Button>
    </Stack>
  );
};
