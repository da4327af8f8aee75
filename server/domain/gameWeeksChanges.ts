/** A new game week gets a zero points row for every player of its season, for the detail screen to edit. */
import { type Kysely, sql } from 'kysely';
import type { Body } from '../../contract';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../errors';
import { type Actor, auditedWrite } from './auditedWrite';
import { checkGameWeekDates } from './gameWeeks';
import { roundMoney } from './money';

type Db = Kysely<Database>;

const weekTaken = (week: number, seasonId: number) =>
  conflict(`Game week ${week} already exists in season ${seasonId}`, 'game_week.exists', { week, season: seasonId });

export async function createGameWeek(db: Db, body: Body<'createGameWeek'>, actor: Actor, at: Date) {
  checkGameWeekDates(body);
  try {
    return await auditedWrite(db, { admin: actor, at }, async (trx) => {
      const season = await trx.selectFrom('seasons').select('id').where('id', '=', body.season_id).executeTakeFirst();
      if (!season) {
        throw notFound(`season_id: there is no season ${body.season_id}`, 'season.not_found', {
          season: body.season_id,
        });
      }
      const taken = await trx
        .selectFrom('game_weeks')
        .select('id')
        .where('season_id', '=', body.season_id)
        .where('week', '=', body.week)
        .executeTakeFirst();
      if (taken) throw weekTaken(body.week, body.season_id);
      const gameWeek = await trx
        .insertInto('game_weeks')
        .values({
          season_id: body.season_id,
          week: body.week,
          week_name: body.week_name.trim(),
          status: body.status,
          start_date: body.start_date,
          end_date: body.end_date,
          reward: 0,
          reward2: 0,
          image_url: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // one set-based insert, however many players the season has
      await trx
        .insertInto('game_week_players')
        .columns(['game_week_id', 'player_id', 'team_vs'])
        .expression((eb) =>
          eb
            .selectFrom('players')
            // typed casts: PostgreSQL reads an untyped parameter in a select list as text
            .select([
              sql<number>`cast(${gameWeek.id} as integer)`.as('game_week_id'),
              'players.id',
              sql<string>`cast(${''} as text)`.as('team_vs'),
            ])
            .where('players.season_id', '=', body.season_id),
        )
        .execute();
      return {
        action: 'gameweek.create',
        targetType: 'game_week',
        targetId: gameWeek.id,
        after: gameWeek,
        result: gameWeek,
      };
    });
  } catch (error) {
    // another admin created the same week between the check and the insert
    if (isUniqueViolation(error)) throw weekTaken(body.week, body.season_id);
    throw error;
  }
}

/** The VIP prize (baht) and the free tickets (reward_n, stored as reward2). */
export async function saveGameWeekReward(db: Db, id: number, body: Body<'saveGameWeekReward'>, actor: Actor, at: Date) {
  return auditedWrite(db, { admin: actor, at }, async (trx) => {
    const before = await trx.selectFrom('game_weeks').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound(`There is no game week ${id}`, 'game_week.not_found', { id });
    const after = await trx
      .updateTable('game_weeks')
      .set({ reward: roundMoney(body.reward), reward2: body.reward_n })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      action: 'gameweek.reward',
      targetType: 'game_week',
      targetId: id,
      before: { reward: before.reward, reward2: before.reward2 },
      after: { reward: after.reward, reward2: after.reward2 },
      result: after,
    };
  });
}
