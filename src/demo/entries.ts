/**
 * The demo's game-week entry with its picks (server/routes/entries.ts): the same answer, assembled by the
 * server's pure assembleEntry from the in-memory rows; 404 for an unknown entry.
 */
import type { Row } from '../../server/db/schema';
import { assembleEntry, type PickFacts, unknownEntryMessage } from '../../server/domain/entries';
import { DemoError } from './failures';
import type { DemoHandlerMap } from './handlerTypes';
import type { DemoStore } from './store';

function findEntry(store: DemoStore, entryId: number) {
  const { data } = store;
  const entry = data.game_week_entries.find((row) => row.id === entryId);
  if (!entry) throw new DemoError(404, unknownEntryMessage(entryId));
  const username = data.users.find((user) => user.id === entry.user_id)?.username ?? '';
  const players = new Map(data.players.map((player) => [player.id, player]));
  const clubs = new Map(data.teams.map((team) => [team.id, team]));
  const pointsRows = new Map<number, Row<'game_week_players'>>();
  for (const row of data.game_week_players)
    if (row.game_week_id === entry.game_week_id) pointsRows.set(row.player_id, row);
  const picks = data.entry_picks
    .filter((pick) => pick.entry_id === entryId)
    .map((pick): PickFacts => {
      const player = players.get(pick.player_id);
      return {
        pick,
        player,
        club: player ? clubs.get(player.team_id) : undefined,
        points: pointsRows.get(pick.player_id),
      };
    });
  return { ok: true as const, entry: assembleEntry(entry, username, picks) };
}

export const entryHandlers: DemoHandlerMap = {
  getGameWeekEntry: ({ params }, store) => findEntry(store, params.entryId),
};
