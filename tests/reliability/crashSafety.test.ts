/**
 * Crash safety in CI: runs `npm run crash-safety` as the README writes it (./crashSafety.ts: the real
 * server, SIGKILLed at 10 seeded random moments under a stream of writes, restarted and checked each time) on
 * SQLite, and on PostgreSQL when DATABASE_URL is set. First proves, on a database broken by hand, that the
 * script's checks catch a lost acknowledged write and a half-done payment, so a passing run means something.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../server/support/app';
import { ROOT, runAsWritten } from '../support/readmeCommands';
import { checkDatabase, loadBaseline, type Write } from './crashSafety';

const KILLS = 10;

describe('the crash-safety checks', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', 'crash_checks', { seed: true });
    token = await t.signIn();
  });
  afterAll(() => t.dispose());

  it('pass a database where every acknowledged write is whole, then catch a half-done payment and a lost write', async () => {
    const db = t.database.db;
    const baseline = await loadBaseline(db);
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'pending')
      .where('value', '>', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const confirmed = await t.call({
      method: 'PUT',
      url: `/api/admin/v1/payment/${payment.id}`,
      token,
      payload: { status: 'completed' },
    });
    expect(confirmed.statusCode).toBe(200);
    const writes: Write[] = [{ kind: 'confirm', target: payment.id, outcome: 'acknowledged', status: 200 }];
    expect(await checkDatabase(db, 'sqlite', writes, baseline)).toEqual({ acknowledgedLost: [], halfDone: [] });

    // one of its tickets gone: a completed payment without exactly `value` tickets
    const ticket = await db
      .selectFrom('tickets')
      .select('id')
      .where('payment_id', '=', payment.id)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('tickets').where('id', '=', ticket.id).execute();
    const halfDone = await checkDatabase(db, 'sqlite', writes, baseline);
    expect(halfDone.halfDone).toContain(
      `payment ${payment.id} is completed with ${payment.value - 1} tickets (value ${payment.value})`,
    );

    // the confirm undone entirely: an acknowledged write lost
    await db.deleteFrom('tickets').where('payment_id', '=', payment.id).execute();
    await db.deleteFrom('audit_log').where('target_id', '=', String(payment.id)).execute();
    await db.updateTable('payments').set({ status: 'pending' }).where('id', '=', payment.id).execute();
    const lost = await checkDatabase(db, 'sqlite', writes, baseline);
    expect(lost.acknowledgedLost).toEqual([`confirm of payment ${payment.id}`]);
  });
});

interface CrashRun {
  database: string;
  kills: number;
  killsSurvived: number;
  acknowledged: number;
  acknowledgedLost: number;
  halfDone: number;
  problems: string[];
}

describe(`the server killed ${KILLS} times under a stream of writes`, () => {
  it('loses no acknowledged write and leaves nothing half-done, on every database under test', async () => {
    const resultFile = path.join(ROOT, 'test-results', 'crash-safety.json');
    // a result left by an earlier run must never pass for this one
    rmSync(resultFile, { force: true });
    const run = await runAsWritten('npm run crash-safety', { env: { CRASH_KILLS: String(KILLS) } }).catch(
      (error: { stdout?: string; stderr?: string; code?: number }) => error,
    );
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
    const report = JSON.parse(readFileSync(resultFile, 'utf8')) as {
      runs: CrashRun[];
    };
    expect(report.runs.map((r) => r.database)).toEqual(process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']);
    for (const result of report.runs) {
      expect(result.problems, output).toEqual([]);
      expect(result.killsSurvived, result.database).toBe(KILLS);
      expect(result.acknowledgedLost, result.database).toBe(0);
      expect(result.halfDone, result.database).toBe(0);
      expect(result.acknowledged, result.database).toBeGreaterThan(KILLS);
    }
    expect((run as { code?: number }).code ?? 0, output).toBe(0);
  }, 900_000);
});
