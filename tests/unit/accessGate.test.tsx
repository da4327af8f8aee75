/**
 * The gate every button of a screen asks: the signed-in admin's role under the contract's declaration, read once
 * by the layout; nothing while the admin is still being asked for; react-admin's own rule outside the layout.
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { type Role, roles } from '../../contract';
import { roleMay } from '../../src/api/access';
import { AccessGateProvider } from '../../src/kit/accessGate';
import { RecordPageButton } from '../../src/kit/RecordPageButton';

afterEach(cleanup);

const never = new Promise<never>(() => undefined);

/** Long enough for an identity already answered to reach the gate. */
const aMoment = () => new Promise((settled) => setTimeout(settled, 50));

function authAnswering(getIdentity: () => Promise<unknown>) {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: getIdentity as () => Promise<{ id: number }>,
    canAccess: async () => true,
  };
}

type Auth = ReturnType<typeof authAnswering>;

/** An admin account's Edit link, as its row draws it, inside the layout's gate or not. */
function adminRowEdit(authProvider: Auth | undefined, { inLayout = true } = {}) {
  const button = (
    <ResourceContextProvider value="admins">
      <RecordContextProvider value={{ id: 7 }}>
        <RecordPageButton page="edit" />
      </RecordContextProvider>
    </ResourceContextProvider>
  );
  render(
    <AdminContext
      authProvider={authProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {inLayout ? <AccessGateProvider>{button}</AccessGateProvider> : button}
    </AdminContext>,
  );
}

const editLink = () => screen.queryByRole('link', { name: 'ra.action.edit' });

describe('the access gate', () => {
  it.each<Role>([...roles])("shows a record's Edit to a %s only as the declaration says", async (role) => {
    adminRowEdit(authAnswering(async () => ({ id: 4, fullName: 'สมชาย', role })));
    const may = roleMay(role, { resource: 'admins', action: 'edit' });
    if (may)
      expect((await screen.findByRole('link', { name: 'ra.action.edit' })).getAttribute('href')).toBe('#/admins/7');
    else {
      await aMoment();
      expect(editLink()).toBeNull();
    }
  });

  it('shows nothing while the admin is being asked for', async () => {
    adminRowEdit(authAnswering(() => never));
    await aMoment();
    expect(editLink()).toBeNull();
  });

  it('counts an admin who cannot be known, or whose role is unknown, as the least role', async () => {
    adminRowEdit(authAnswering(async () => ({ id: 4, role: 'superuser' })));
    await aMoment();
    expect(editLink()).toBeNull();
    cleanup();
    adminRowEdit(
      authAnswering(async () => {
        throw new Error('Not signed in');
      }),
    );
    await aMoment();
    expect(editLink()).toBeNull();
  });

  it("follows react-admin's rule outside the layout: all without an authProvider, nothing with one", async () => {
    adminRowEdit(undefined, { inLayout: false });
    expect(editLink()).not.toBeNull();
    cleanup();
    adminRowEdit(
      authAnswering(async () => ({ id: 4, role: 'owner' })),
      { inLayout: false },
    );
    await aMoment();
    expect(editLink()).toBeNull();
  });
});
