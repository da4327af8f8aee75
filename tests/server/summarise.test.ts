import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryTotalPoints, playerGameWeekPoints } from '../../contract/rules/scoring';
import { summariseStatement } from '../../server/domain/summarise';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';
import { databaseKinds } from './support/database';

const API = '/api/admin/v1';

describe.each(databaseKinds)('summarising a game week on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, 'summarise', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  const db = () => t.database.db;
  const summarise = (id: number | string) =>
    t.call({ method: 'PUT', url: `${API}/game-week-player-all-results/${id}`, token });

  const totals = async (gameWeekId: number) => {
    const rows = await db()
      .selectFrom('game_week_entries')
      .select(['id', 'total_point'])
      .where('game_week_id', '=', gameWeekId)
      .orderBy('id')
      .execute();
    return new Map(rows.map((row) => [row.id, row.total_point]));
  };

  /** The totals contract/rules/scoring.ts's entryTotalPoints gives from what the database holds now. */
  const expectedTotals = async (gameWeekId: number) => {
    const pointRows = await db()
      .selectFrom('game_week_players')
      .selectAll()
      .where('game_week_id', '=', gameWeekId)
      .execute();
    const pointsOf = new Map(pointRows.map((row) => [row.player_id, playerGameWeekPoints(row)]));
    const picks = await db()
      .selectFrom('entry_picks as p')
      .innerJoin('game_week_entries as e', 'e.id', 'p.entry_id')
      .select(['p.entry_id', 'p.player_id', 'p.is_captain'])
      .where('e.game_week_id', '=', gameWeekId)
      .execute();
    const expected = new Map<number, number>();
    for (const id of (await totals(gameWeekId)).keys()) {
      const own = picks.filter((pick) => pick.entry_id === id);
      expected.set(
        id,
        entryTotalPoints(own, (playerId) => pointsOf.get(playerId) ?? 0),
      );
    }
    return expected;
  };

  const auditRows = () => db().selectFrom('audit_log').selectAll().where('action', '=', 'gameweek.summarise').execute();

  it("recomputes every entry's total from the picks' points by the rule of entryTotalPoints", async () => {
    // Scramble the stored totals and raise the points of a captained player, so the totals must change.
    await db().updateTable('game_week_entries').set({ total_point: -1 }).where('game_week_id', '=', 2).execute();
    const captain = await db()
      .selectFrom('entry_picks as p')
      .innerJoin('game_week_entries as e', 'e.id', 'p.entry_id')
      .select(['p.entry_id', 'p.player_id'])
      .where('e.game_week_id', '=', 2)
      .where('p.is_captain', '=', 1)
      .orderBy('p.entry_id')
      .executeTakeFirstOrThrow();
    const pointsRow = await db()
      .selectFrom('game_week_players')
      .selectAll()
      .where('game_week_id', '=', 2)
      .where('player_id', '=', captain.player_id)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('game_week_players')
      .set({ goal_point: pointsRow.goal_point + 10 })
      .where('id', '=', pointsRow.id)
      .execute();

    const response = await summarise(2);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const after = await totals(2);
    expect(after.size).toBeGreaterThan(0);
    expect(after).toEqual(await expectedTotals(2));
  });

  it('adds exactly twice a point change of the captain to the entry total', async () => {
    const pick = await db()
      .selectFrom('entry_picks as p')
      .innerJoin('game_week_entries as e', 'e.id', 'p.entry_id')
      .select(['p.entry_id', 'p.player_id'])
      .where('e.game_week_id', '=', 3)
      .where('p.is_captain', '=', 1)
      .orderBy('p.entry_id')
      .executeTakeFirstOrThrow();
    const ownersOfPlayer = await db()
      .selectFrom('entry_picks as p')
      .innerJoin('game_week_entries as e', 'e.id', 'p.entry_id')
      .select(['p.entry_id', 'p.is_captain'])
      .where('e.game_week_id', '=', 3)
      .where('p.player_id', '=', pick.player_id)
      .execute();
    await summarise(3);
    const before = await totals(3);
    await db()
      .updateTable('game_week_players')
      .set((eb) => ({ assist_point: eb('assist_point', '+', 3) }))
      .where('game_week_id', '=', 3)
      .where('player_id', '=', pick.player_id)
      .execute();
    await summarise(3);
    const after = await totals(3);
    for (const [entryId, total] of after) {
      const owner = ownersOfPlayer.find((o) => o.entry_id === entryId);
      const change = owner ? (owner.is_captain ? 6 : 3) : 0;
      expect(total - (before.get(entryId) ?? 0), `entry ${entryId}`).toBe(change);
    }
  });

  it('changes only the entries of that game week', async () => {
    await db().updateTable('game_week_entries').set({ total_point: 4242 }).where('game_week_id', '=', 1).execute();
    expect((await summarise(2)).statusCode).toBe(200);
    const untouched = await totals(1);
    expect([...untouched.values()].every((total) => total === 4242)).toBe(true);
  });

  it('is idempotent: a second run leaves every total as the first left it', async () => {
    await summarise(4);
    const first = await totals(4);
    await summarise(4);
    expect(await totals(4)).toEqual(first);
    expect(first).toEqual(await expectedTotals(4));
  });

  it('counts 0 for a pick without a points row and for an entry without picks', async () => {
    const entry = await db()
      .selectFrom('game_week_entries')
      .select(['id', 'user_id'])
      .where('game_week_id', '=', 7)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { id: emptyEntry } = await db()
      .insertInto('game_week_entries')
      .values({
        game_week_id: 7,
        user_id: entry.user_id,
        name: 'no picks',
        is_vip: 0,
        total_point: 77,
        total_price: 0,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pick = await db()
      .selectFrom('entry_picks')
      .select(['player_id'])
      .where('entry_id', '=', entry.id)
      .where('is_captain', '=', 1)
      .executeTakeFirstOrThrow();
    await db()
      .deleteFrom('game_week_players')
      .where('game_week_id', '=', 7)
      .where('player_id', '=', pick.player_id)
      .execute();
    expect((await summarise(7)).statusCode).toBe(200);
    const after = await totals(7);
    expect(after.get(emptyEntry)).toBe(0);
    expect(after).toEqual(await expectedTotals(7));
  });

  it('records who summarised, when, and how many entries it updated', async () => {
    const before = (await auditRows()).length;
    await summarise(8);
    const rows = await auditRows();
    expect(rows).toHaveLength(before + 1);
    const audit = rows[rows.length - 1];
    expect(audit).toMatchObject({
      admin_username: 'admin',
      target_type: 'game_week',
      target_id: '8',
      created_at: t.clock.now().toISOString(),
    });
    expect(JSON.parse(audit.after_json ?? '{}')).toEqual({ entries_updated: (await totals(8)).size });
  });

  it('answers 404 for an unknown game week and writes no audit row', async () => {
    const before = (await auditRows()).length;
    const response = await summarise(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorAnswer(expect.stringContaining('999999')));
    expect(await auditRows()).toHaveLength(before);
  });

  it('refuses to summarise without a token', async () => {
    const response = await t.call({ method: 'PUT', url: `${API}/game-week-player-all-results/1` });
    expect(response.statusCode).toBe(401);
  });

  it('is one UPDATE statement over the whole game week, with the game week as a bound parameter', () => {
    const compiled = summariseStatement(7).compile(db());
    expect(compiled.sql.trim()).toMatch(/^UPDATE game_week_entries SET total_point = \(/);
    expect(compiled.sql.match(/UPDATE/g)).toHaveLength(1);
    expect(compiled.sql).not.toContain('7');
    expect(compiled.parameters).toEqual([7, 7]);
  });
});
