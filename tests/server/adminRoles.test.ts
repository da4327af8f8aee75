/**
 * Roles of admin accounts beyond the route-by-role matrix (rolesByRoute.test.ts): an owner sets a role on the
 * admin screen's resource and it is audited; nobody lowers or disables the last enabled owner, not even two owners
 * lowering each other at once; a changed role is in force on the very next request of a session this instance had
 * cached, without signing the admin out, and on a second instance on PostgreSQL.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract';
import { createMigrator } from '../../server/db/migrate';
import { setRole } from '../../server/domain/adminRoles';
import { errorAnswer } from '../support/errorAnswer';
import { createTestApp, type TestApp } from './support/app';
import { createTestDatabase, databaseKinds } from './support/database';
import { becomesTrue } from './support/poll';
import { refusedWithoutChange } from './support/refused';
import { openSecondInstance, type SecondInstance } from './support/secondInstance';

const ADMINS = '/api/rest/admins';
const CHECK_TOKEN = '/api/admin/v1/check-token';
/** a money write any role but finance and owner is refused; an unknown id makes it 404 once allowed */
const MONEY_WRITE = { method: 'PUT', url: '/api/admin/v1/payment/999999', payload: { status: 'completed' } } as const;

describe.each(databaseKinds)('admin roles on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let ownerId: number;
  let password = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, 'admin_roles');
    ownerToken = await t.signIn();
    ownerId = (await t.database.db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.dispose());

  const create = async (role?: Role) => {
    const username = `admin-${++password}`;
    const response = await t.call({
      method: 'POST',
      url: ADMINS,
      token: ownerToken,
      payload: { username, display_name: username, password: `secret-${username}`, ...(role ? { role } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ...(response.json() as { id: number; role: Role }), username };
  };
  const signIn = async (username: string) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/v1/login',
      payload: { username, password: `secret-${username}`, app_key: t.config.appKey },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().tokenString as string;
  };
  const change = (id: number, values: Record<string, unknown>, token = ownerToken) =>
    t.call({ method: 'PUT', url: `${ADMINS}/${id}`, token, payload: values });
  const everything = () =>
    Promise.all(
      (['admins', 'sessions', 'audit_log'] as const).map((table) =>
        t.database.db.selectFrom(table).selectAll().orderBy('id').execute(),
      ),
    );
  const expectRefused = refusedWithoutChange(everything);

  it('makes a new admin a viewer unless a role is given, and lets an owner change it, audited', async () => {
    expect((await create()).role).toBe('viewer');
    const kanya = await create('game');
    expect(kanya.role).toBe('game');
    const changed = await change(kanya.id, { role: 'finance' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().role).toBe('finance');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json'])
      .where('target_id', '=', String(kanya.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('admin.update');
    expect(JSON.parse(audit.before_json ?? '{}').role).toBe('game');
    expect(JSON.parse(audit.after_json ?? '{}').role).toBe('finance');
  });

  it('refuses a role outside the four (400)', async () => {
    const somchai = await create('viewer');
    await expectRefused(() => change(somchai.id, { role: 'superuser' }), 400);
  });

  it('refuses to lower the last enabled owner (409), a disabled owner not counting', async () => {
    await expectRefused(() => change(ownerId, { role: 'finance' }), 409, 'last enabled owner');
    const disabledOwner = await create('owner');
    expect((await change(disabledOwner.id, { status: 'disabled' })).statusCode).toBe(200);
    await expectRefused(() => change(ownerId, { role: 'viewer' }), 409, 'last enabled owner');
    const refused = await change(ownerId, { role: 'viewer' });
    expect(refused.json()).toEqual(errorAnswer(expect.any(String), 'admin.last_owner'));
  });

  it('refuses the command line too: the last owner keeps the role, and nothing is written', async () => {
    const before = await everything();
    const owner = await t.database.db.selectFrom('admins').select('username').where('id', '=', ownerId);
    const { username } = await owner.executeTakeFirstOrThrow();
    await expect(setRole(t.database.db, username, 'viewer', t.clock.now(), { dialect: kind })).rejects.toThrow(
      'last enabled owner',
    );
    expect(await everything()).toEqual(before);
  });

  it('lets one of two owners be lowered, but not both when each lowers the other at once', async () => {
    const malee = await create('owner');
    const maleeToken = await signIn(malee.username);
    const [first, second] = await Promise.all([
      change(malee.id, { role: 'viewer' }),
      change(ownerId, { role: 'viewer' }, maleeToken),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const owners = await t.database.db
      .selectFrom('admins')
      .select('id')
      .where('role', '=', 'owner')
      .where('status', '=', 'enabled')
      .execute();
    expect(owners).toHaveLength(1);
    // whoever is left an owner gives the other the role back, for the tests after
    const left = owners[0].id === ownerId ? ownerToken : maleeToken;
    const other = owners[0].id === ownerId ? malee.id : ownerId;
    expect((await change(other, { role: 'owner' }, left)).statusCode).toBe(200);
  });

  it('makes every admin who existed before roles an owner, and one added later without a role a viewer', async () => {
    const database = await createTestDatabase(kind, 'admin_roles_migration');
    try {
      const migrator = await createMigrator(database);
      expect((await migrator.migrateTo('011_payments_search')).error).toBeUndefined();
      const stamp = '2025-01-05T10:00:00.000Z';
      const admin = (username: string) => ({
        username,
        password_hash: 'x',
        created_at: stamp,
        password_changed_at: stamp,
      });
      const db = database.db as unknown as Kysely<{ admins: ReturnType<typeof admin> }>;
      await db
        .insertInto('admins')
        .values([admin('old-one'), admin('old-two')])
        .execute();
      expect((await migrator.migrateTo('013_admin_roles')).error).toBeUndefined();
      await db.insertInto('admins').values(admin('new-one')).execute();
      const roles = await database.db.selectFrom('admins').select(['username', 'role']).orderBy('id').execute();
      expect(roles).toEqual([
        { username: 'old-one', role: 'owner' },
        { username: 'old-two', role: 'owner' },
        { username: 'new-one', role: 'viewer' },
      ]);
    } finally {
      await database.dispose();
    }
  });

  it('puts a changed role in force on the next request of a cached session, which goes on', async () => {
    const niran = await create('viewer');
    const token = await signIn(niran.username);
    expect((await t.call({ method: 'GET', url: CHECK_TOKEN, token })).statusCode).toBe(200); // now cached
    const asViewer = await t.call({ ...MONEY_WRITE, token });
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json().params).toEqual({ role: 'viewer', action: 'write' });
    expect((await change(niran.id, { role: 'finance' })).statusCode).toBe(200);
    // the clock does not move: only forgetting the cached session lets the new role through
    expect((await t.call({ ...MONEY_WRITE, token })).statusCode).toBe(404);
    const info = await t.call({ method: 'GET', url: '/api/user-info', token });
    expect(info.json().data).toMatchObject({ id: niran.id, username: niran.username, role: 'finance' });
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('a role changed on one instance, on another (PostgreSQL)', () => {
  let t: TestApp;
  let second: SecondInstance;
  beforeAll(async () => {
    t = await createTestApp('postgres', 'admin_roles_two');
    second = await openSecondInstance(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.dispose();
  });

  it('is in force on the second instance, though it had cached the session', async () => {
    const ownerToken = await t.signIn();
    const created = await t.call({
      method: 'POST',
      url: ADMINS,
      token: ownerToken,
      payload: { username: 'pim', display_name: 'Pim', password: 'secret-pim', role: 'viewer' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const signedIn = await second.app.inject({
      method: 'POST',
      url: '/api/admin/v1/login',
      payload: { username: 'pim', password: 'secret-pim', app_key: t.config.appKey },
    });
    const token = signedIn.json().tokenString as string;
    const onSecond = () =>
      second.app.inject({ ...MONEY_WRITE, headers: { authorization: `Bearer ${token}` } }).then((r) => r.statusCode);
    expect(await onSecond()).toBe(403); // the second instance has now verified, and cached, the session
    const changed = await t.call({
      method: 'PUT',
      url: `${ADMINS}/${created.json().id}`,
      token: ownerToken,
      payload: { role: 'finance' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await becomesTrue(async () => (await onSecond()) === 404)).toBe(true);
  });
});
