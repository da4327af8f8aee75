/**
 * react-admin's own access and identity hooks, on the app's query client: with the signed-in admin known from the
 * stored /user-info, their very first render already holds the answer (so nothing grows into a drawn screen);
 * without it they wait for the authProvider as react-admin does.
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { CoreAdminContext, useCanAccess, useCanAccessResources, useGetIdentity } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract';
import { roleMay } from '../../src/api/access';
import type { AdminIdentity } from '../../src/api/authProvider';
import { answerAuthQueriesAtOnce } from '../../src/api/immediateAuthAnswers';

afterEach(cleanup);

const admin = (role: Role): AdminIdentity => ({ id: 4, fullName: 'สมชาย', role });

/** What each hook answered on its first render. */
function firstRenders(known: AdminIdentity | undefined) {
  const seen: Record<string, unknown> = {};
  const canAccess = vi.fn(async () => true);
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
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
  render(
    <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
      <Probe />
    </CoreAdminContext>,
  );
  return { seen, canAccess };
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
    const { seen } = firstRenders(undefined);
    expect(seen).toEqual({ single: 'pending', many: 'pending', identity: 'pending' });
  });
});
