import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { IdBoxCard } from '../../../kit/IdBoxCard';
import { EntrantsTable } from './EntrantsTable';

/** The game-week search: a game week ID and a search button that fill the VIP and the normal entrant tables. */
export const EntrantSearch = () => {
  const notify = useNotify();
  const [text, setText] = useState('');
  const [gameWeekId, setGameWeekId] = useState<number | null>(null);
  return (
    <IdBoxCard
      title="app.entrants.title"
      inputId="entrants-game-week-id"
      label="app.entrants.game_week_id"
      text={text}
      onTextChange={setText}
      submitLabel="app.entrants.search"
      submitIcon={<SearchIcon />}
      onSubmit={(id) => {
        if (id === null) notify('app.entrants.id_invalid', { type: 'warning' });
        else setGameWeekId(id);
      }}
    >
      {gameWeekId !== null ? (
        <div key={gameWeekId}>
          <EntrantsTable resource="entrantsVip" gameWeekId={gameWeekId} reportErrors />
          <EntrantsTable resource="entrantsNormal" gameWeekId={gameWeekId} />
        </div>
      ) : null}
    </IdBoxCard>
  );
};
