import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { TeamListing } from '../../contract';
import type { Database, Row } from '../db/schema';
import { notFound } from '../errors';
import { compareByPosition, toSeasonPlayer } from './players';

export type TeamListingAnswer = Static<typeof TeamListing>;

export async function listSeasons(db: Kysely<Database>) {
  return db.selectFrom('seasons').selectAll().orderBy('id', 'desc').execute();
}

export async function listSeasonLabels(db: Kysely<Database>) {
  return db.selectFrom('seasons').select(['id', 'label']).orderBy('id', 'desc').execute();
}

export async function requireSeason(db: Kysely<Database>, id: number): Promise<Row<'seasons'>> {
  const season = await db.selectFrom('seasons').selectAll().where('id', '=', id).executeTakeFirst();
  if (!season) throw notFound(`There is no season ${id}`, 'season.not_found', { season: id });
  return season;
}

/** The season's teams by name, in the casing of the spec's team selectors. */
export async function seasonTeamListing(db: Kysely<Database>, seasonId: number): Promise<TeamListingAnswer[]> {
  return db
    .selectFrom('teams')
    .select(['id as ID', 'name as Name', 'team_id as TeamID', 'alt_ids_opta as AltIdsOpta'])
    .where('season_id', '=', seasonId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function loadSeasonDetail(db: Kysely<Database>, id: number) {
  const season = await requireSeason(db, id);
  const [teams, players] = await Promise.all([
    seasonTeamListing(db, season.id),
    db.selectFrom('players').selectAll().where('season_id', '=', season.id).execute(),
  ]);
  return { season, teams, players: players.sort(compareByPosition).map(toSeasonPlayer) };
}
