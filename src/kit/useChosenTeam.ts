/** Kept in the URL so a reload opens the same team; at first the first team with players, not an empty table. */
import { useSearchParams } from 'react-router-dom';

export function useChosenTeam<P>(
  teams: readonly { ID: number }[],
  players: readonly P[],
  teamOf: (player: P) => number,
): [number | null, (teamId: number) => void] {
  const [search, setSearch] = useSearchParams();
  const fromUrl = Number(search.get('team'));
  const known = teams.some((team) => team.ID === fromUrl) ? fromUrl : null;
  const withPlayers = new Set(players.map(teamOf));
  const first = teams.find((team) => withPlayers.has(team.ID)) ?? teams[0];
  const choose = (teamId: number) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('team', String(teamId));
        return next;
      },
      { replace: true },
    );
  return [known ?? first?.ID ?? null, choose];
}
