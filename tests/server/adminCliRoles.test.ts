/**
 * The accounts command's roles, run as a child process on an embedded database: `create --role` (viewer without
 * it, owner for the first admin whatever is asked), `set-role` audited as the admin screen's edit, a role outside
 * the four or a last owner lowered refused with a message for a person and nothing written.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/connection';
import { ROOT as root } from '../support/readmeCommands';

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

describe('npm run admin with roles', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'matchday-admin-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync(tsx, ['server/cli/admin.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: dataDir, ADMIN_NEW_PASSWORD: 'a-long-password' },
      encoding: 'utf8',
    });
  const read = async <T>(query: (database: DatabaseHandle) => Promise<T>) => {
    const database = openDatabase({ dataDir });
    try {
      return await query(database);
    } finally {
      await database.close();
    }
  };
  const roleOf = (username: string) =>
    read((database) =>
      database.db.selectFrom('admins').select('role').where('username', '=', username).executeTakeFirst(),
    ).then((row) => row?.role);

  it('makes the first admin an owner whatever is asked, then gives the role named, or viewer', async () => {
    const first = run('create', 'somchai', '--role', 'viewer');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('role owner');
    expect(await roleOf('somchai')).toBe('owner');
    expect(run('create', 'malee', '--role', 'finance').status).toBe(0);
    expect(await roleOf('malee')).toBe('finance');
    expect(run('create', 'kanya').status).toBe(0);
    expect(await roleOf('kanya')).toBe('viewer');
  });

  it('refuses a role outside the four, or set-role without one, creating nothing', async () => {
    const unknown = run('create', 'niran', '--role', 'superuser');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('The role must be one of owner, finance, game, viewer');
    expect(run('set-role', 'kanya').stderr).toContain('usage:');
    expect(await roleOf('niran')).toBeUndefined();
  });

  it('changes a role with set-role, audited as the admin screen does', async () => {
    const changed = run('set-role', 'kanya', '--role', 'game');
    expect(changed.status, changed.stderr).toBe(0);
    expect(changed.stdout).toContain("Role of 'kanya' set to game (was viewer)");
    expect(await roleOf('kanya')).toBe('game');
    const audit = await read((database) =>
      database.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow(),
    );
    expect(audit).toMatchObject({ action: 'admin.update', admin_username: 'system', target_type: 'admin' });
    expect(JSON.parse(audit.before_json ?? '')).toEqual({ role: 'viewer' });
    expect(JSON.parse(audit.after_json ?? '')).toEqual({ role: 'game' });
  });

  it('refuses to lower the last enabled owner, and names who is not there', async () => {
    const lowered = run('set-role', 'somchai', '--role', 'viewer');
    expect(lowered.status).toBe(1);
    expect(lowered.stderr).toContain('last enabled owner');
    expect(await roleOf('somchai')).toBe('owner');
    expect(run('set-role', 'nobody', '--role', 'game').stderr).toContain("No admin named 'nobody'");
  });
});
