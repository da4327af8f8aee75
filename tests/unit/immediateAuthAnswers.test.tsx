/**
 * react-admin's own access and identity hooks, on the app's query client: with the signed-in admin known from the
 * stored /user-info, their very first render already holds the answer (so nothing grows into a drawn screen);
 * without it they wait for the authProvider as react-admin does.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { CoreAdminContext, useAuthState, useCanAccess, useCanAccessResources, useGetIdentity } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract';
import { roleMay } from '../../src/api/access';
import type { AdminIdentity } from '../../src/api/authProvider';
import { answerAuthQueriesAtOnce } from '../../src/api/immediateAuthAnswers';

afterEach(cleanup);

const admin = (role: Role): AdminIdentity => ({ id: 4, fullName: 'สมชาย', role });

/** What each hook answered on its first render; `authenticated` holds every answer of the route guard's check. */
function firstRenders(
  known: AdminIdentity | undefined,
  checkAuth = vi.fn(async () => undefined),
  screen: ReactNode = null,
) {
  const seen: Record<string, unknown> = {};
  const authenticated: unknown[] = [];
  const canAccess = vi.fn(async () => true);
  let renders = 0;
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 4, fullName: 'from the server' }),
    canAccess,
  };
  const queryClient = new QueryClient();
  answerAuthQueriesAtOnce(queryClient, () => known);
  const Probe = () => {
    const single = useCanAccess({ resource: 'team', action: 'edit' });
    const many = useCanAccessResources({ resources: ['payment', 'team'], action: 'edit' });
    const { identity } = useGetIdentity();
    seen.single ??= single.isPending ? 'pending' : single.canAccess;
    seen.many ??= many.isPending ? 'pending' : many.canAccess;
    seen.identity ??= identity ?? 'pending';
    return null;
  };
  // alone, as react-admin's route guard holds it: what redraws it redraws the whole app
  const Guard = () => {
    const guard = useAuthState();
    renders += 1;
    const answer = guard.isPending ? 'pending' : guard.authenticated;
    if (authenticated.at(-1) !== answer) authenticated.push(answer);
    return null;
  };
  render(
    <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
      <Probe />
      <Guard />
      {screen}
    </CoreAdminContext>,
  );
  return { seen, canAccess, checkAuth, authenticated, guardRenders: () => renders };
}

describe('auth answers known without the server', () => {
  it.each<Role>(['owner', 'viewer'])("are there on the first render, as the %s role's declaration says", (role) => {
    const { seen } = firstRenders(admin(role));
    expect(seen.single).toBe(roleMay(role, { resource: 'team', action: 'edit' }));
    expect(seen.many).toEqual({
      payment: roleMay(role, { resource: 'payment', action: 'edit' }),
      team: roleMay(role, { resource: 'team', action: 'edit' }),
    });
    expect(seen.identity).toEqual(admin(role));
  });

  it('the declaration tells the roles apart, so the first render follows the role rather than a constant', () => {
    expect(firstRenders(admin('owner')).seen.single).not.toBe(firstRenders(admin('viewer')).seen.single);
  });

  it('are left to the authProvider while nobody is known', () => {
    const { seen, authenticated } = firstRenders(undefined);
    expect(seen).toEqual({ single: 'pending', many: 'pending', identity: 'pending' });
    expect(authenticated[0]).toBe('pending');
  });

  it('let the route guard draw the screen at once, and still ask the server about the token', async () => {
    const { authenticated, checkAuth } = firstRenders(admin('owner'));
    expect(authenticated[0]).toBe(true);
    await waitFor(() => expect(checkAuth).toHaveBeenCalled());
  });

  it("draw the app once for the guard's check, not again as the server's same answer comes and goes", async () => {
    const { authenticated, checkAuth, guardRenders } = firstRenders(admin('owner'));
    await waitFor(() => expect(checkAuth).toHaveBeenCalled());
    await new Promise((settled) => setTimeout(settled, 50));
    expect(authenticated).toEqual([true]);
    expect(guardRenders()).toBe(1);
  });

  it("let a screen's own guard, mounted after the server's check, take that answer rather than ask again", async () => {
    let openScreen = () => {};
    const ScreenGuard = () => {
      useAuthState();
      return null;
    };
    const Screen = () => {
      const [open, setOpen] = useState(false);
      openScreen = () => setOpen(true);
      return open ? <ScreenGuard /> : null;
    };
    const { checkAuth, guardRenders } = firstRenders(admin('owner'), undefined, <Screen />);
    await waitFor(() => expect(checkAuth).toHaveBeenCalledTimes(1));
    act(() => openScreen());
    await new Promise((settled) => setTimeout(settled, 50));
    expect(checkAuth).toHaveBeenCalledTimes(1);
    expect(guardRenders()).toBe(1);
  });

  it('give way to the server when it refuses the token', async () => {
    const refused = vi.fn(async () => {
      throw { redirectTo: '/login' };
    });
    const { authenticated } = firstRenders(admin('owner'), refused);
    await waitFor(() => expect(authenticated).toEqual([true, false]));
  });
});
