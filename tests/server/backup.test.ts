/**
 * Backups of the embedded database (server/db/backup.ts, scripts/db-backup.ts, scripts/db-restore.ts):
 * a backup taken while the app keeps writing is a consistent snapshot that passes an integrity check and
 * holds every row committed before it started; a restore puts it back, but never under a running server.
 * SQLite only: PostgreSQL is backed up with pg_dump (README).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertNotInUse,
  type BackupResult,
  backupSqlite,
  DatabaseInUseError,
  restoreSqlite,
  verifySqliteCopy,
} from '../../server/db/backup';
import { openDatabase, SQLITE_FILE_NAME } from '../../server/db/connection';
import { runAsWritten } from '../support/readmeCommands';
import { createTestApp, type TestApp } from './support/app';

/** Free tickets and payment confirms from several concurrent writers until stopped; counts what was acknowledged. */
function startWriteLoad(t: TestApp, token: string, userIds: number[], pendingPaymentIds: number[]) {
  let running = true;
  let acknowledged = 0;
  const writer = async (index: number) => {
    for (let round = 0; running; round++) {
      const payment = pendingPaymentIds.pop();
      const response =
        payment !== undefined && round % 2 === 0
          ? await t.call({
              method: 'PUT',
              url: `/api/admin/v1/payment/${payment}`,
              token,
              payload: { status: 'completed' },
            })
          : await t.call({
              method: 'POST',
              url: '/api/admin/v1/generate-all-ticket-for-player',
              token,
              payload: { user_id: userIds[(index + round) % userIds.length] },
            });
      if (response.statusCode !== 200) throw new Error(`write refused: ${response.statusCode} ${response.body}`);
      acknowledged += 1;
    }
  };
  const writers = Promise.all([0, 1, 2].map(writer));
  return {
    get acknowledged() {
      return acknowledged;
    },
    async stop() {
      running = false;
      await writers;
    },
  };
}

describe('SQLite backup and restore', () => {
  let t: TestApp;
  let token: string;
  let workDir: string;
  let liveFile: string;
  let backup: BackupResult;
  /** rows committed before the backup started */
  let committed: { maxTicketId: number; completedPayments: number[]; auditRows: number };
  let ticketsInBackup: number;

  beforeAll(async () => {
    t = await createTestApp('sqlite', 'backup', { seed: true });
    token = await t.signIn();
    workDir = mkdtempSync(path.join(tmpdir(), 'matchday-backup-'));
    const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(
      t.database.db,
    );
    liveFile = rows[0].file;
  });
  afterAll(async () => {
    await t?.dispose();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('writes, while the app keeps writing, a copy that passes the integrity check and holds every row committed before it began', async () => {
    const db = t.database.db;
    const users = await db.selectFrom('users').select('id').orderBy('id').limit(20).execute();
    const pending = await db
      .selectFrom('payments')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
    const load = startWriteLoad(
      t,
      token,
      users.map((user) => user.id),
      pending.map((payment) => payment.id),
    );
    // let the load get going, then note what is committed and start the backup at once
    while (load.acknowledged < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const ticketMax = await db
      .selectFrom('tickets')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const completed = await db.selectFrom('payments').select('id').where('status', '=', 'completed').execute();
    const audit = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    committed = {
      maxTicketId: Number(ticketMax.id),
      completedPayments: completed.map((payment) => payment.id),
      auditRows: Number(audit.n),
    };
    const acknowledgedAtStart = load.acknowledged;
    backup = await backupSqlite(liveFile, path.join(workDir, 'copy.sqlite'));
    // the load goes on after the backup: the backup never blocked the writers
    const acknowledgedAtEnd = load.acknowledged;
    while (load.acknowledged < acknowledgedAtEnd + 10) await new Promise((resolve) => setTimeout(resolve, 5));
    await load.stop();
    expect(acknowledgedAtStart).toBeGreaterThanOrEqual(20);
    // the writers kept committing while the backup ran
    expect(acknowledgedAtEnd).toBeGreaterThan(acknowledgedAtStart);

    expect(existsSync(`${backup.file}.partial`)).toBe(false);
    expect(verifySqliteCopy(backup.file).tables).toBeGreaterThanOrEqual(18);
    const copy = openDatabase({ sqliteFile: backup.file });
    try {
      const tickets = await copy.db
        .selectFrom('tickets')
        .select('id')
        .where('id', '<=', committed.maxTicketId)
        .execute();
      const liveTickets = await db
        .selectFrom('tickets')
        .select('id')
        .where('id', '<=', committed.maxTicketId)
        .execute();
      expect(tickets.length).toBe(liveTickets.length);
      const stillCompleted = await copy.db
        .selectFrom('payments')
        .select('id')
        .where('status', '=', 'completed')
        .where('id', 'in', committed.completedPayments)
        .execute();
      expect(stillCompleted).toHaveLength(committed.completedPayments.length);
      const audit = await copy.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(audit.n)).toBeGreaterThanOrEqual(committed.auditRows);

      // a snapshot, never half a transaction: every completed payment holds exactly its tickets and one confirm
      const payments = await copy.db
        .selectFrom('payments')
        .select(['id', 'value'])
        .where('status', '=', 'completed')
        .execute();
      const ticketCounts = await copy.db
        .selectFrom('tickets')
        .select(['payment_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('payment_id', 'is not', null)
        .groupBy('payment_id')
        .execute();
      const byPayment = new Map(ticketCounts.map((row) => [row.payment_id, Number(row.n)]));
      for (const payment of payments) expect(byPayment.get(payment.id), `payment ${payment.id}`).toBe(payment.value);
      // and every free ticket the load gave has its audit row (the load's rows carry the test clock's instant)
      const loadFree = await copy.db
        .selectFrom('tickets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('source', '=', 'free')
        .where('created_at', '=', t.clock.now().toISOString())
        .executeTakeFirstOrThrow();
      const freeAudits = await copy.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', 'ticket.free')
        .executeTakeFirstOrThrow();
      expect(Number(loadFree.n)).toBe(Number(freeAudits.n));
      ticketsInBackup = (await copy.db.selectFrom('tickets').select('id').execute()).length;
    } finally {
      await copy.close();
    }
  }, 60_000);

  it('refuses to restore over the database while the server holds it open, and changes nothing', async () => {
    const before = await t.database.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(() => restoreSqlite(backup.file, liveFile)).toThrow(DatabaseInUseError);
    expect(() => assertNotInUse(liveFile)).toThrow(/stop it first/);
    const after = await t.database.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('restores over the stopped database, keeping the replaced one beside it', async () => {
    const liveTickets = Number(
      (
        await t.database.db
          .selectFrom('tickets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    await t.app.close();
    await t.database.close();

    const result = restoreSqlite(backup.file, liveFile);
    expect(result.previous).not.toBeNull();
    expect(existsSync(`${liveFile}-wal`)).toBe(false);
    expect(verifySqliteCopy(liveFile).tables).toBeGreaterThanOrEqual(18);

    const restored = openDatabase({ sqliteFile: liveFile });
    const previous = openDatabase({ sqliteFile: result.previous as string });
    try {
      const restoredTickets = await restored.db.selectFrom('tickets').select('id').execute();
      expect(restoredTickets).toHaveLength(ticketsInBackup);
      // the replaced database, with the writes made after the backup, is intact beside it
      const kept = await previous.db.selectFrom('tickets').select('id').execute();
      expect(kept).toHaveLength(liveTickets);
      expect(liveTickets).toBeGreaterThan(ticketsInBackup);
    } finally {
      await restored.close();
      await previous.close();
    }
  });

  it('refuses a backup file that is not a Matchday database', () => {
    const bogus = path.join(workDir, 'not-a-database.sqlite');
    writeFileSync(bogus, 'hello, this is not SQLite');
    expect(() => restoreSqlite(bogus, path.join(workDir, 'target.sqlite'))).toThrow(/not a readable SQLite database/);
    expect(existsSync(path.join(workDir, 'target.sqlite'))).toBe(false);
  });

  it('runs as the README writes npm run db:backup [-- <file>] and npm run db:restore -- <file>, against DATA_DIR', async () => {
    const dataDir = path.join(workDir, 'data');
    const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
    // a data directory holding the restored database from above
    restoreSqlite(backup.file, path.join(dataDir, SQLITE_FILE_NAME));
    const target = path.join(workDir, 'by-script.sqlite');
    const backupCommand = 'npm run db:backup [-- <file>]';
    const toFile = await runAsWritten(backupCommand, { fill: { '[-- <file>]': `-- ${target}` }, env });
    expect(toFile.stdout).toContain(`to ${target} (`);
    expect(toFile.stdout).toContain('integrity ok');
    // without a file: the README's default, DATA_DIR/backups/matchday-<time>.sqlite
    const byDefault = await runAsWritten(backupCommand, { fill: { '[-- <file>]': '' }, env });
    expect(byDefault.stdout).toContain('integrity ok');
    expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([expect.stringMatching(/^matchday-.+\.sqlite$/)]);
    const restored = await runAsWritten('npm run db:restore -- <file>', { fill: { '<file>': target }, env });
    expect(restored.stdout).toContain('kept as');
    expect(readdirSync(dataDir)).toContainEqual(expect.stringMatching(/^matchday\.sqlite\.before-restore-/));
  }, 60_000);
});
