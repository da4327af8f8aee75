/**
 * Admin accounts in jsdom, against the demo's handlers (msw/node) through the real dataProvider: the REST
 * resource is reached by ra-data-simple-rest (no map entry), and a new or reset password is proven by signing
 * in with it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCall } from '../../src/api/apiCall';
import { createDataProvider } from '../../src/api/dataProvider';
import { adminResource } from '../../src/screens/admins';
import type { DemoStore } from './support/demoWorld';
import { renderResourceAt, setUpDemoWorld } from './support/demoWorld';

let store: DemoStore;
setUpDemoWorld({ users: 1, payments: 1, entriesPerGameWeek: 1, anchorDate: '2025-01-05' }, (fresh) => {
  store = fresh;
});

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const signsIn = (username: string, password: string) =>
  apiCall('login', { body: { username, password, app_key: store.demo.context.config.appKey } }).then(
    () => true,
    () => false,
  );
/** The row of this username (its display name may be the same text). */
const adminRow = async (username: string) =>
  (await screen.findAllByRole('cell', { name: username }))[0].closest('tr') as HTMLElement;
const notified = (text: string) =>
  waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(text))).toBe(true));

describe('admin accounts', () => {
  it('lists the admins on their screen', async () => {
    renderResourceAt(adminResource, '/admins');
    const row = await adminRow('admin');
    expect(within(row).getByText('Enabled')).toBeTruthy();
  });

  it('reads a page through ra-data-simple-rest, its total from Content-Range, with no map entry', async () => {
    const dataProvider = createDataProvider();
    await dataProvider.create('admins', { data: { username: 'b.second', display_name: 'B', password: 'long enough' } });
    const page = await dataProvider.getList('admins', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'username', order: 'DESC' },
      filter: { status: 'enabled' },
    });
    expect(page.data.map((admin) => admin.username)).toEqual(['b.second']);
    expect(page.total).toBe(2);
    expect(page.data[0]).not.toHaveProperty('password');
  });

  it('creates an admin from the generated form, whose first password signs in', async () => {
    renderResourceAt(adminResource, '/admins/create');
    await screen.findByLabelText(/Username/);
    fill(/Username/, 'somchai.k');
    fill(/Display name/, 'สมชาย ก.');
    fill(/Password/, 'a long secret');
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await notified('Element created');
    expect(await signsIn('somchai.k', 'a long secret')).toBe(true);
  });

  it('refuses a short password under the field and creates nothing', async () => {
    renderResourceAt(adminResource, '/admins/create');
    await screen.findByLabelText(/Username/);
    fill(/Username/, 'short.pw');
    fill(/Display name/, 'Short');
    fill(/Password/, 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 8 characters at least')).toBeTruthy();
    expect(await signsIn('short.pw', 'abc')).toBe(false);
  });

  it('asks before disabling an admin, naming them, and the disabled admin can no longer sign in', async () => {
    const { id } = await createDataProvider()
      .create('admins', { data: { username: 'to.disable', display_name: 'Nid', password: 'long enough' } })
      .then(({ data }) => data);
    renderResourceAt(adminResource, `/admins/${id}`);
    await screen.findByDisplayValue('Nid');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Disable this admin?');
    expect(dialog.textContent).toContain('Nid will be signed out everywhere at once');
    // nothing is sent before Confirm
    expect(await signsIn('to.disable', 'long enough')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await notified('Element updated');
    expect(await signsIn('to.disable', 'long enough')).toBe(false);
  });

  it('saves a new display name at once, without asking', async () => {
    const { id } = await createDataProvider()
      .create('admins', { data: { username: 'to.rename', display_name: 'Old', password: 'long enough' } })
      .then(({ data }) => data);
    renderResourceAt(adminResource, `/admins/${id}`);
    await screen.findByDisplayValue('Old');
    fill(/Display name/, 'New name');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await notified('Element updated');
    expect(screen.queryByRole('dialog')).toBeNull();
    const { data } = await createDataProvider().getOne('admins', { id });
    expect(data.display_name).toBe('New name');
  });

  it("resets an admin's password from its row: the new one signs in, the old one no longer", async () => {
    renderResourceAt(adminResource, '/admins');
    const row = await adminRow('admin');
    fireEvent.click(within(row).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Password/), { target: { value: 'a brand new secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await notified("Password reset: admin's sessions have ended");
    expect(await signsIn('admin', 'a brand new secret')).toBe(true);
    expect(await signsIn('admin', 'admin')).toBe(false);
  });
});
