import SearchIcon from '@mui/icons-material/Search';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseId } from '../../../kit/parseId';
import { EntrantsTable } from './EntrantsTable';

export const EntrantSearch = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [gameWeekId, setGameWeekId] = useState<number | null>(null);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.entrants.title')}
        </Typography>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          alignItems={{ sm: 'flex-start' }}
          onSubmit={(event) => {
            event.preventDefault();
            const id = parseId(text);
            if (id === null) notify('app.entrants.id_invalid', { type: 'warning' });
            else setGameWeekId(id);
          }}
        >
          <TextField
            size="small"
            sx={{ width: { sm: 320 } }}
            id="entrants-game-week-id"
            label={translate('app.entrants.game_week_id')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button
            type="submit"
            variant="contained"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            startIcon={<SearchIcon />}
          >
            {translate('app.entrants.search')}
          </Button>
        </Stack>
        {gameWeekId !== null ? (
          <div key={gameWeekId}>
            <EntrantsTable resource="entrantsVip" gameWeekId={gameWeekId} reportErrors />
            <EntrantsTable resource="entrantsNormal" gameWeekId={gameWeekId} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
};
