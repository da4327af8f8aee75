/**
 * Creating, updating and deleting season players. Every player has a points row in every game week of its season,
 * which the detail screen edits: a new player gets one in each, a deleted player's go with it.
 */
import type { Kysely } from 'kysely';
import { POINT_FIELDS, type PointField } from '../../contract';
import { isForeignKeyViolation } from '../db/errors';
import type { Database, NewRow, Row, RowUpdate } from '../db/schema';
import { conflict, invalidField, notFound } from '../errors';
import { type Actor, auditedWrite } from './auditedWrite';

type Db = Kysely<Database>;

const ZERO_POINTS = Object.fromEntries(POINT_FIELDS.map((field) => [field, 0])) as Record<PointField, number>;

export async function findPlayer(db: Db, id: number): Promise<Row<'players'> | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function requireSeason(db: Db, seasonId: number, field: string) {
  const season = await db.selectFrom('seasons').select('id').where('id', '=', seasonId).executeTakeFirst();
  if (!season) throw notFound(`${field}: there is no season ${seasonId}`, 'season.not_found', { season: seasonId });
}

export async function requireTeam(db: Db, teamId: number, field: string, seasonId?: number) {
  const team = await db.selectFrom('teams').select(['id', 'season_id']).where('id', '=', teamId).executeTakeFirst();
  if (!team) throw notFound(`${field}: there is no team ${teamId}`, 'team.not_found', { teamId });
  if (seasonId !== undefined && team.season_id !== seasonId) {
    throw invalidField(
      `${field}: team ${teamId} plays in season ${team.season_id}, not in season ${seasonId}`,
      field,
      'team.other_season',
      { teamId, teamSeason: team.season_id, season: seasonId },
    );
  }
  return team;
}

/** Each carries the team's team-vs text of that week. */
async function addGameWeekRows(trx: Db, player: Row<'players'>) {
  const weeks = await trx.selectFrom('game_weeks').select('id').where('season_id', '=', player.season_id).execute();
  if (weeks.length === 0) return;
  const teamVs = await trx
    .selectFrom('game_week_players')
    .innerJoin('players', 'players.id', 'game_week_players.player_id')
    .select(['game_week_players.game_week_id', (eb) => eb.fn.max('game_week_players.team_vs').as('team_vs')])
    .where('players.team_id', '=', player.team_id)
    .groupBy('game_week_players.game_week_id')
    .execute();
  const teamVsOfWeek = new Map(teamVs.map((row) => [row.game_week_id, row.team_vs]));
  await trx
    .insertInto('game_week_players')
    .values(
      weeks.map((week) => ({
        game_week_id: week.id,
        player_id: player.id,
        ...ZERO_POINTS,
        team_vs: teamVsOfWeek.get(week.id) ?? '',
      })),
    )
    .execute();
}

/** The caller has checked the player's season and team. */
export async function createPlayer(db: Db, values: NewRow<'players'>, actor: Actor, at: Date) {
  return auditedWrite(db, { admin: actor, at }, async (trx) => {
    const player = await trx.insertInto('players').values(values).returningAll().executeTakeFirstOrThrow();
    await addGameWeekRows(trx, player);
    return { action: 'player.create', targetType: 'player', targetId: player.id, after: player, result: player };
  });
}

/** A player stays in its season, whose game weeks its points rows belong to. */
export async function updatePlayer(db: Db, id: number, changes: RowUpdate<'players'>, actor: Actor, at: Date) {
  return auditedWrite(db, { admin: actor, at }, async (trx) => {
    const before = await findPlayer(trx, id);
    if (!before) throw notFound(`There is no player ${id}`, 'player.not_found', { id });
    if (changes.season_id !== undefined && changes.season_id !== before.season_id) {
      throw invalidField(
        `Seasons: player ${id} belongs to season ${before.season_id} and cannot move to another season`,
        'Seasons',
        'player.season_fixed',
        { id, season: before.season_id },
      );
    }
    if (changes.team_id !== undefined && changes.team_id !== before.team_id) {
      await requireTeam(trx, changes.team_id, 'TeamID', before.season_id);
    }
    const after = await trx
      .updateTable('players')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { action: 'player.update', targetType: 'player', targetId: id, before, after, result: after };
  });
}

/** Refused once an entrant has picked the player: their team would break. */
export async function deletePlayer(db: Db, id: number, actor: Actor, at: Date) {
  try {
    await auditedWrite(db, { admin: actor, at }, async (trx) => {
      const before = await findPlayer(trx, id);
      if (!before) throw notFound(`There is no player ${id}`, 'player.not_found', { id });
      const picked = await trx
        .selectFrom('entry_picks')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('player_id', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(picked.count) > 0) {
        throw conflict(`Player ${id} is in ${picked.count} entrants' teams and cannot be deleted`, 'player.picked', {
          id,
          count: Number(picked.count),
        });
      }
      await trx.deleteFrom('game_week_players').where('player_id', '=', id).execute();
      await trx.deleteFrom('players').where('id', '=', id).execute();
      return { action: 'player.delete', targetType: 'player', targetId: id, before, result: undefined };
    });
  } catch (error) {
    // an entry picking the player between the check and the delete
    if (isForeignKeyViolation(error))
      throw conflict(`Player ${id} is in use and cannot be deleted`, 'player.in_use', { id });
    throw error;
  }
}
