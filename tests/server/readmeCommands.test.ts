/**
 * The README's database and admin commands, run as its Commands table writes them (npm, a shell, the
 * placeholders filled in), on an embedded database of the test's own (DATA_DIR; DATABASE_URL unset, the
 * README's default): migrate, make-migration with nothing to write, create an admin and give it a new password,
 * each proven on the database the command wrote.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { verifyPassword } from '../../server/domain/passwords';
import { runAsWritten as run } from '../support/readmeCommands';

const USERNAME = 'readme.operator';

describe("the README's database and admin commands", { timeout: 120_000 }, () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'matchday-readme-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The README's command on the test's own embedded database; answers what it printed. */
  async function runAsWritten(command: string, fill: Record<string, string> = {}, env: Record<string, string> = {}) {
    const { stdout } = await run(command, { fill, env: { DATABASE_URL: undefined, DATA_DIR: dataDir, ...env } });
    return stdout;
  }

  const adminRow = async () => {
    const database = openDatabase({ dataDir });
    try {
      return await database.db.selectFrom('admins').selectAll().where('username', '=', USERNAME).executeTakeFirst();
    } finally {
      await database.close();
    }
  };

  it('npm run db:migrate migrates an empty database, then finds nothing to do', async () => {
    expect(await runAsWritten('npm run db:migrate')).toMatch(/SQLite: applied \d+ migration\(s\): 001_initial/);
    expect(await runAsWritten('npm run db:migrate')).toContain('SQLite: already up to date');
  });

  it('npm run db:make-migration -- <name> writes nothing while the declarations and migrations agree', async () => {
    const printed = await runAsWritten('npm run db:make-migration -- <name>', { '<name>': 'nothing_new' });
    expect(printed).toContain('No changes');
  });

  it('npm run admin -- create <username> makes an admin with the password given', async () => {
    await runAsWritten(
      'npm run admin -- create <username>',
      { '<username>': USERNAME },
      { ADMIN_NEW_PASSWORD: 'first long secret' },
    );
    const admin = await adminRow();
    expect(admin?.status).toBe('enabled');
    expect(await verifyPassword('first long secret', String(admin?.password_hash))).toBe(true);
  });

  it('npm run admin -- reset-password <username> gives that admin a new password', async () => {
    await runAsWritten(
      'npm run admin -- reset-password <username>',
      { '<username>': USERNAME },
      { ADMIN_NEW_PASSWORD: 'second long secret' },
    );
    const hash = String((await adminRow())?.password_hash);
    expect(await verifyPassword('second long secret', hash)).toBe(true);
    expect(await verifyPassword('first long secret', hash)).toBe(false);
  });
});
