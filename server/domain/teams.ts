/**
 * Teams of the management screen: a provider team id is used once per season, the season must
 * exist, and a team that players or fixtures still point at cannot be deleted.
 */
import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { Team, TeamBody } from '../../contract';
import type { Database, Row } from '../db/schema';
import { conflict, invalidField, notFound } from '../errors';

export type TeamFields = Static<typeof TeamBody>;
export type TeamAnswerRow = Static<typeof Team>;

/** The form's values as stored: text trimmed, so ' Arsenal ' and 'Arsenal' are the same name. */
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

/** Every team, the newest season's first (as the seasons are listed), then by id. */
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

/** A team of an unknown season is bad input (the form's season_id), not a missing resource. */
export async function assertSeasonExists(db: Kysely<Database>, seasonId: number) {
  const season = await db.selectFrom('seasons').select('id').where('id', '=', seasonId).executeTakeFirst();
  if (!season) {
    throw invalidField(`Invalid season_id: there is no season ${seasonId}`, 'season_id', 'season.not_found', {
      season: seasonId,
    });
  }
}

/** The provider's team id names one team per season; `exceptId` is the team being edited. */
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

/** What still refers to a team: its players and the fixtures it plays in. */
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

/** 'This team still has 25 players and 3 fixtures, ...', or null when nothing holds the team. */
export function describeTeamHolders({ players, fixtures }: TeamHolders): string | null {
  const parts = [
    ...(players > 0 ? [counted(players, 'player', 'players')] : []),
    ...(fixtures > 0 ? [counted(fixtures, 'fixture', 'fixtures')] : []),
  ];
  if (parts.length === 0) return null;
  return `This team still has ${parts.join(' and ')}, so it cannot be deleted: delete or move them first`;
}
