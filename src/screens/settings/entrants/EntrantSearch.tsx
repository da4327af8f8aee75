import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { IdBoxCard } from '../../../kit/IdBoxCard';
import type { IdBoxFace } from '../../../kit/idBoxFace';
import { EntrantsTable } from './EntrantsTable';

const face: IdBoxFace = {
  title: 'app.entrants.title',
  label: 'app.entrants.game_week_id',
  submit: { label: 'app.entrants.search', icon: SearchIcon },
};

/** The game-week search: a game week ID and a search button that fill the VIP and the normal entrant tables. */
export const EntrantSearch = () => {
  const notify = useNotify();
  const [text, setText] = useState('');
  const [gameWeekId, setGameWeekId] = useState<number | null>(null);
  return (
    <IdBoxCard
      face={face}
      inputId="entrants-game-week-id"
      text={text}
      onTextChange={setText}
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
