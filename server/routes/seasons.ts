/** Seasons: the list, the season editor's teams and players, and its score summary (ours). */
import type { Kysely } from 'kysely';
import type { Database, Row } from '../db/schema';
import { compareByPosition, toSeasonPlayer } from '../domain/players';
import { seasonPointsPerPlayer } from '../domain/playersPoints';
import { notFound } from '../errors';
import type { HandlerMap } from './types';

async function requireSeasonRow(db: Kysely<Database>, id: number): Promise<Row<'seasons'>> {
  const season = await db.selectFrom('seasons').selectAll().where('id', '=', id).executeTakeFirst();
  if (!season) throw notFound(`There is no season ${id}`, 'season.not_found', { season: id });
  return season;
}

/** A team in the season editor's team dropdown (spec casing). */
const toTeamListing = (team: Row<'teams'>) => ({
  ID: team.id,
  Name: team.name,
  TeamID: team.team_id,
  AltIdsOpta: team.alt_ids_opta,
});

export const seasonHandlers: HandlerMap = {
  listSeasons: async (_input, { db }) => {
    const seasons = await db.selectFrom('seasons').selectAll().orderBy('id', 'desc').execute();
    return { ok: true, seasons };
  },

  getSeasonDetail: async ({ params }, { db }) => {
    const season = await requireSeasonRow(db, params.id);
    const [teams, players] = await Promise.all([
      db.selectFrom('teams').selectAll().where('season_id', '=', season.id).orderBy('name').orderBy('id').execute(),
      db.selectFrom('players').selectAll().where('season_id', '=', season.id).execute(),
    ]);
    return {
      ok: true,
      season,
      teams: teams.map(toTeamListing),
      players: players.sort(compareByPosition).map(toSeasonPlayer),
    };
  },

  getSeasonPoints: async ({ params }, { db }) => {
    const season = await requireSeasonRow(db, params.id);
    return { ok: true, season, players: await seasonPointsPerPlayer(db, season.id) };
  },
};
