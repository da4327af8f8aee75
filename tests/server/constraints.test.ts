import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, NewRow } from '../../server/db/schema';
import { constraintBrokenBy, createTestDatabase, databaseKinds, type TestDatabase } from './support/database';

const NOW = '2025-01-05T10:00:00.000Z';
let unique = 0;
const nextName = (prefix: string) => `${prefix}_${++unique}`;

/** A season, a team with one player, a game week and a user with one entry: the rows the rules below need. */
async function seedWorld(db: Kysely<Database>) {
  const seasonId = 1000 + ++unique;
  await db.insertInto('seasons').values({ id: seasonId, label: '2024/25' }).execute();
  const team = await db
    .insertInto('teams')
    .values({
      season_id: seasonId,
      team_id: 1,
      name: 'Buriram United',
      short_name: 'BRU',
      club_abbr: 'BRU',
      grounds_city: 'Buriram',
      alt_ids_opta: 't1',
      alt_ids_opta_id: '1',
      is_close: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const player = await db
    .insertInto('players')
    .values({
      season_id: seasonId,
      team_id: team.id,
      first_name: 'Supachok',
      last_name: 'Sarachat',
      name: 'S. Sarachat',
      position: 'M',
      position_info: 'Attacking Midfielder',
      shirt_num: 19,
      price: 8.5,
      age: 26,
      birth: '1998-05-22',
      national_team: 'Thailand',
      player_code: 1,
      external_player_id: 1,
      player_opta: 'p1',
      team_code: 'BRU',
      yellow_cards: 0,
      red_cards: 0,
      is_injured: 0,
      is_ban: 0,
      goal: 0,
      assist: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const gameWeek = await db
    .insertInto('game_weeks')
    .values({
      season_id: seasonId,
      week: 1,
      week_name: 'Week 1',
      status: 'active',
      start_date: '2025-01-04 18:00',
      end_date: '2025-01-06 23:00',
      reward: 5000,
      reward2: 10,
      image_url: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      name: 'Somchai',
      username: nextName('somchai'),
      phone: '0812345678',
      bank_account: '1234567890',
      bank_type: 'KBANK',
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entry = await db
    .insertInto('game_week_entries')
    .values({
      game_week_id: gameWeek.id,
      user_id: user.id,
      name: 'Thunder Castle FC',
      is_vip: 0,
      total_point: 0,
      total_price: 8.5,
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    seasonId,
    teamId: team.id,
    playerId: player.id,
    gameWeekId: gameWeek.id,
    userId: user.id,
    entryId: entry.id,
  };
}

const pointsRow = (gameWeekId: number, playerId: number): NewRow<'game_week_players'> => ({
  game_week_id: gameWeekId,
  player_id: playerId,
  play_point: 2,
  goal_point: 5,
  assist_point: 0,
  clean_sheet: 0,
  free_kick_point: 0,
  card_point: 0,
  self_goal_point: 0,
  lose_goal_point: 0,
  team_vs: 'BRU - MTU',
});

const pick = (entryId: number, playerId: number, slot: number): NewRow<'entry_picks'> => ({
  entry_id: entryId,
  slot,
  player_id: playerId,
  position: 'M',
  is_captain: 0,
  price: 8.5,
});

describe.each(databaseKinds)('data integrity on %s', (kind) => {
  let handle: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    handle = await createTestDatabase(kind, 'constraints', { migrate: true });
    db = handle.db;
  });
  afterAll(() => handle?.dispose());

  it('refuses a second points row for the same player in the same game week', async () => {
    const world = await seedWorld(db);
    await db.insertInto('game_week_players').values(pointsRow(world.gameWeekId, world.playerId)).execute();
    const duplicate = db.insertInto('game_week_players').values(pointsRow(world.gameWeekId, world.playerId)).execute();
    expect(await constraintBrokenBy(duplicate)).toBe('unique');
    const rows = await db
      .selectFrom('game_week_players')
      .where('game_week_id', '=', world.gameWeekId)
      .selectAll()
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses two picks in the same slot of one entry', async () => {
    const world = await seedWorld(db);
    await db
      .insertInto('entry_picks')
      .values(pick(world.entryId, world.playerId, 1))
      .execute();
    const sameSlot = db
      .insertInto('entry_picks')
      .values(pick(world.entryId, world.playerId, 1))
      .execute();
    expect(await constraintBrokenBy(sameSlot)).toBe('unique');
  });

  it('refuses a ticket for a user who does not exist', async () => {
    const ticket = db
      .insertInto('tickets')
      .values({
        user_id: 999_999,
        uuid: nextName('ticket'),
        is_used: 0,
        payment_id: null,
        source: 'free',
        created_at: NOW,
      })
      .execute();
    expect(await constraintBrokenBy(ticket)).toBe('foreign_key');
  });

  it('deletes the picks of an entry together with the entry', async () => {
    const world = await seedWorld(db);
    await db
      .insertInto('entry_picks')
      .values([pick(world.entryId, world.playerId, 1), pick(world.entryId, world.playerId, 2)])
      .execute();
    await db.deleteFrom('game_week_entries').where('id', '=', world.entryId).execute();
    const left = await db.selectFrom('entry_picks').where('entry_id', '=', world.entryId).selectAll().execute();
    expect(left).toEqual([]);
  });

  it('refuses to delete a team that still has players', async () => {
    const world = await seedWorld(db);
    const deletion = db.deleteFrom('teams').where('id', '=', world.teamId).execute();
    expect(await constraintBrokenBy(deletion)).toBe('foreign_key');
    const team = await db.selectFrom('teams').where('id', '=', world.teamId).select('id').executeTakeFirst();
    expect(team).toEqual({ id: world.teamId });
  });

  it("ends an admin's sessions when the admin is deleted", async () => {
    const admin = await db
      .insertInto('admins')
      .values({ username: nextName('admin'), password_hash: 'scrypt$x', created_at: NOW, password_changed_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sessions')
      .values({
        admin_id: admin.id,
        token_hash: nextName('hash'),
        created_at: NOW,
        last_seen_at: NOW,
        expires_at: NOW,
        revoked_at: null,
      })
      .execute();
    await db.deleteFrom('admins').where('id', '=', admin.id).execute();
    const sessions = await db.selectFrom('sessions').where('admin_id', '=', admin.id).selectAll().execute();
    expect(sessions).toEqual([]);
  });

  it('refuses a flag other than 0 or 1 and a status outside its list', async () => {
    const world = await seedWorld(db);
    const badFlag = db
      .updateTable('teams')
      .set({ is_close: 2 as 0 })
      .where('id', '=', world.teamId)
      .execute();
    expect(await constraintBrokenBy(badFlag)).toBe('check');
    const badStatus = db
      .updateTable('game_weeks')
      .set({ status: 'open' as 'active' })
      .where('id', '=', world.gameWeekId)
      .execute();
    expect(await constraintBrokenBy(badStatus)).toBe('check');
  });

  it('refuses a second user with the same username', async () => {
    const user = {
      name: 'A',
      username: nextName('dup'),
      phone: '1',
      bank_account: '1',
      bank_type: 'SCB',
      created_at: NOW,
    };
    await db.insertInto('users').values(user).execute();
    expect(await constraintBrokenBy(db.insertInto('users').values(user).execute())).toBe('unique');
  });
});
