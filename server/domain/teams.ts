/** Teams: a provider team id is used once per season, and a team still referred to cannot be deleted. */
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Team, TeamBody } from '../../contract';
import type { Database, Row } from '../db/schema';
import { conflict, invalidField, notFound } from '../errors';

export type TeamFields = Static<typeof TeamBody>;
export type TeamAnswerRow = Static<typeof Team>;

/** Trimmed, so ' Arsenal ' and 'Arsenal' are the same name. */
export function teamValues(body: TeamFields) {
  return {
    season_id: body.season_id,
    team_id: body.team_id,
    name: body.name.trim(),
    short_name: body.short_name.trim(),
    club_abbr: body.club_abbr.trim(),
    grounds_city: body.grounds_city.trim(),
    alt_ids_opta: body.alt_ids_opta.trim(),
    alt_ids_opta_id: body.alt_ids_opta_id.trim(),
  };
}

export function toTeamAnswer(row: Row<'teams'>): TeamAnswerRow {
  return {
    id: row.id,
    season_id: row.season_id,
    team_id: row.team_id,
    name: row.name,
    short_name: row.short_name,
    club_abbr: row.club_abbr,
    grounds_city: row.grounds_city,
    alt_ids_opta: row.alt_ids_opta,
    alt_ids_opta_id: row.alt_ids_opta_id,
    is_close: row.is_close === 1 ? 1 : 0,
  };
}

/** The newest season's first, as the seasons are listed. */
export async function listTeams(db: Kysely<Database>) {
  const rows = await db.selectFrom('teams').selectAll().orderBy('season_id', 'desc').orderBy('id').execute();
  return rows.map(toTeamAnswer);
}

export async function findTeam(db: Kysely<Database>, id: number) {
  return db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function requireTeam(db: Kysely<Database>, id: number) {
  const team = await findTeam(db, id);
  if (!team) throw notFound(`No team with id ${id}`, 'team.not_found', { teamId: id });
  return team;
}

/** An unknown season is bad input, not a missing resource. */
export async function assertSeasonExists(db: Kysely<Database>, seasonId: number) {
  const season = await db.selectFrom('seasons').select('id').where('id', '=', seasonId).executeTakeFirst();
  if (!season) {
    throw invalidField(`Invalid season_id: there is no season ${seasonId}`, 'season_id', 'season.not_found', {
      season: seasonId,
    });
  }
}

/** `exceptId` is the team being edited. */
export async function assertTeamIdFree(db: Kysely<Database>, seasonId: number, teamId: number, exceptId?: number) {
  let query = db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('season_id', '=', seasonId)
    .where('team_id', '=', teamId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const holder = await query.executeTakeFirst();
  if (holder) throw duplicateTeamId(seasonId, teamId, holder.name);
}

export const duplicateTeamId = (seasonId: number, teamId: number, holderName?: string) =>
  conflict(
    `Team ID ${teamId} is already used in season ${seasonId}${holderName ? ` (by ${holderName})` : ''}: ` +
      'choose another Team ID',
    'team.id_taken',
    { teamId, season: seasonId, holder: holderName ?? '' },
  );

export interface TeamHolders {
  players: number;
  fixtures: number;
}

export async function countTeamHolders(db: Kysely<Database>, teamId: number): Promise<TeamHolders> {
  const players = await db
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  const fixtures = await db
    .selectFrom('team_vs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => eb.or([eb('team1_id', '=', teamId), eb('team2_id', '=', teamId)]))
    .executeTakeFirstOrThrow();
  // PostgreSQL's count() is a bigint, which may arrive as text
  return { players: Number(players.n), fixtures: Number(fixtures.n) };
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function describeTeamHolders({ players, fixtures }: TeamHolders): string | null {
  const parts = [
    ...(players > 0 ? [counted(players, 'player', 'players')] : []),
    ...(fixtures > 0 ? [counted(fixtures, 'fixture', 'fixtures')] : []),
  ];
  if (parts.length === 0) return null;
  return `This team still has ${parts.join(' and ')}, so it cannot be deleted: delete or move them first`;
}
