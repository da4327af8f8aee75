import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINT_FIELDS, SCORING } from '../../contract/rules/scoring';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const ENTRY = (entryId: number | string) => `/api/admin/v1/game-week-entry/${entryId}`;
const SUMMARISE = (gameWeekId: number) => `/api/admin/v1/game-week-player-all-results/${gameWeekId}`;

interface PickAnswer {
  slot: number;
  player_id: number;
  name: string;
  position: string;
  team_id: number;
  club: string;
  club_abbr: string;
  captain: boolean;
  price: number;
  player_points: number;
  points: number;
}

describe.each(databaseKinds)('one game-week entry with its picks on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'entries', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const get = (url: string) => t.call({ method: 'GET', url, token });
  const db = () => t.database.db;

  /** The player's game-week points read straight from the points row, apart from the handler. */
  const pointsOf = async (gameWeekId: number, playerId: number) => {
    const row = await db()
      .selectFrom('game_week_players')
      .selectAll()
      .where('game_week_id', '=', gameWeekId)
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return row ? POINT_FIELDS.reduce((sum, field) => sum + row[field], 0) : 0;
  };

  it('answers the entry with its user, and its eleven picks by slot with player, club, price and points', async () => {
    const entry = await db().selectFrom('game_week_entries').selectAll().where('id', '=', 3).executeTakeFirstOrThrow();
    const user = await db().selectFrom('users').selectAll().where('id', '=', entry.user_id).executeTakeFirstOrThrow();
    const response = await get(ENTRY(3));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.ok).toBe(true);
    expect(answer.entry).toMatchObject({
      id: 3,
      game_week_id: entry.game_week_id,
      user_id: entry.user_id,
      username: user.username,
      name: entry.name,
      is_vip: entry.is_vip === 1,
      total_point: entry.total_point,
      total_price: entry.total_price,
      created_at: entry.created_at,
    });
    const picks: PickAnswer[] = answer.entry.picks;
    expect(picks.map((pick) => pick.slot)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const rows = await db()
      .selectFrom('entry_picks')
      .innerJoin('players', 'players.id', 'entry_picks.player_id')
      .innerJoin('teams', 'teams.id', 'players.team_id')
      .select([
        'entry_picks.slot',
        'entry_picks.player_id',
        'entry_picks.position',
        'entry_picks.is_captain',
        'entry_picks.price',
        'players.name',
        'players.team_id',
        'teams.name as club',
        'teams.club_abbr',
      ])
      .where('entry_picks.entry_id', '=', 3)
      .orderBy('entry_picks.slot')
      .execute();
    for (const [i, row] of rows.entries()) {
      const own = await pointsOf(entry.game_week_id, row.player_id);
      expect(picks[i]).toEqual({
        slot: row.slot,
        player_id: row.player_id,
        name: row.name,
        position: row.position,
        team_id: row.team_id,
        club: row.club,
        club_abbr: row.club_abbr,
        captain: row.is_captain === 1,
        price: row.price,
        player_points: own,
        points: own * (row.is_captain === 1 ? SCORING.captainMultiplier : 1),
      });
    }
    expect(picks.filter((pick) => pick.captain)).toHaveLength(1);
  });

  it("counts the captain's points twice, shown beside the player's own points", async () => {
    // a captain who scored, so doubling shows: set a points row for entry 1's captain
    const captain = await db()
      .selectFrom('entry_picks')
      .innerJoin('game_week_entries', 'game_week_entries.id', 'entry_picks.entry_id')
      .select(['entry_picks.player_id', 'game_week_entries.game_week_id'])
      .where('entry_picks.entry_id', '=', 1)
      .where('entry_picks.is_captain', '=', 1)
      .executeTakeFirstOrThrow();
    await db()
      .deleteFrom('game_week_players')
      .where('game_week_id', '=', captain.game_week_id)
      .where('player_id', '=', captain.player_id)
      .execute();
    await db()
      .insertInto('game_week_players')
      .values({
        game_week_id: captain.game_week_id,
        player_id: captain.player_id,
        play_point: 2,
        goal_point: 5,
        assist_point: 3,
        clean_sheet: 1,
        free_kick_point: 0,
        card_point: -1,
        self_goal_point: 0,
        lose_goal_point: 0,
        team_vs: '',
      })
      .execute();
    const picks: PickAnswer[] = (await get(ENTRY(1))).json().entry.picks;
    const pick = picks.find((p) => p.player_id === captain.player_id);
    expect(pick).toMatchObject({ captain: true, player_points: 10, points: 20 });
  });

  it('gives 0 points to a pick whose player has no points row in the game week', async () => {
    const pick = await db()
      .selectFrom('entry_picks')
      .innerJoin('game_week_entries', 'game_week_entries.id', 'entry_picks.entry_id')
      .select(['entry_picks.player_id', 'entry_picks.slot', 'game_week_entries.game_week_id'])
      .where('entry_picks.entry_id', '=', 2)
      .where('entry_picks.is_captain', '=', 0)
      .executeTakeFirstOrThrow();
    await db()
      .deleteFrom('game_week_players')
      .where('game_week_id', '=', pick.game_week_id)
      .where('player_id', '=', pick.player_id)
      .execute();
    const picks: PickAnswer[] = (await get(ENTRY(2))).json().entry.picks;
    expect(picks.find((p) => p.slot === pick.slot)).toMatchObject({ player_points: 0, points: 0 });
  });

  it("after summarising, every entry's picks add up to its total_point", async () => {
    const summarised = await t.call({ method: 'PUT', url: SUMMARISE(1), token });
    expect(summarised.statusCode, summarised.body).toBe(200);
    const entries = await db()
      .selectFrom('game_week_entries')
      .select(['id', 'total_point'])
      .where('game_week_id', '=', 1)
      .orderBy('id')
      .limit(10)
      .execute();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const answer = (await get(ENTRY(entry.id))).json().entry;
      const sum = (answer.picks as PickAnswer[]).reduce((total, pick) => total + pick.points, 0);
      expect(answer.total_point).toBe(entry.total_point);
      expect(sum, `entry ${entry.id}`).toBe(entry.total_point);
    }
  });

  it('answers 404 naming the id for an unknown entry, and 400 for an id that is not a positive number', async () => {
    const unknown = await get(ENTRY(999_999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorAnswer('No game-week entry with id 999999'));
    expect((await get(ENTRY(0))).statusCode).toBe(400);
    expect((await get(ENTRY('abc'))).statusCode).toBe(400);
  });

  it('refuses a caller without a token', async () => {
    expect((await t.call({ method: 'GET', url: ENTRY(1) })).statusCode).toBe(401);
  });
});
