/**
 * The README's database and admin commands, run as its Commands table writes them (npm, a shell, the
 * placeholders filled in), on an embedded database of the test's own (DATA_DIR; DATABASE_URL unset, the
 * README's default): migrate, make-migration with nothing to write, create an admin and give it a new password,
 * each proven on the database the command wrote.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { verifyPassword } from '../../server/domain/passwords';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const USERNAME = 'readme.operator';

/** The command of the README's table whose first cell starts with `start`, as written there. */
async function readmeCommand(start: string): Promise<string> {
  const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
  const row = readme.split('\n').find((line) => line.startsWith(`| \`${start}`));
  if (!row) throw new Error(`the README's Commands table has no row for ${start}`);
  return row.split('`')[1];
}

describe("the README's database and admin commands", { timeout: 120_000 }, () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'matchday-readme-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The README's command in a shell, its placeholders replaced; answers what it printed. */
  async function runAsWritten(start: string, fill: Record<string, string> = {}, env: Record<string, string> = {}) {
    const written = await readmeCommand(start);
    const command = Object.entries(fill).reduce((text, [slot, value]) => text.replace(slot, value), written);
    const { DATABASE_URL: _ours, ...inherited } = process.env;
    const { stdout } = await run('sh', ['-c', command], {
      cwd: ROOT,
      env: { ...inherited, DATA_DIR: dataDir, ...env },
    });
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
