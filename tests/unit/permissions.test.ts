/** The grants read as the roles are described to an operator, and the react-admin actions mapped onto them. */
import { describe, expect, it } from 'vitest';
import {
  type Area,
  mayDo,
  permissionForResourceAction,
  resourcePermissions,
  rolesFor,
  routePermissions,
} from '../../contract';

const both = (area: Area) => ({ read: rolesFor({ area, action: 'read' }), write: rolesFor({ area, action: 'write' }) });

describe('who may do what', () => {
  it('lets everybody read money and the game, finance write money and game write the game', () => {
    expect(both('money')).toEqual({ read: ['owner', 'finance', 'game', 'viewer'], write: ['owner', 'finance'] });
    expect(both('game')).toEqual({ read: ['owner', 'finance', 'game', 'viewer'], write: ['owner', 'game'] });
  });

  it('lets only an owner manage admin accounts, finance look at them, and every role its own session', () => {
    expect(both('admins')).toEqual({ read: ['owner', 'finance'], write: ['owner'] });
    expect(both('own')).toEqual({
      read: ['owner', 'finance', 'game', 'viewer'],
      write: ['owner', 'finance', 'game', 'viewer'],
    });
  });

  it('declares routes by what they touch: a payment confirmed is money, a summary the game, sign-out own', () => {
    expect(routePermissions.updatePayment).toEqual({ area: 'money', action: 'write' });
    expect(routePermissions.summariseGameWeek).toEqual({ area: 'game', action: 'write' });
    expect(routePermissions.downloadExcelXlsx).toEqual({ area: 'money', action: 'read' });
    expect(routePermissions.logout).toEqual({ area: 'own', action: 'write' });
    expect(routePermissions.login).toBeNull();
    expect(mayDo('viewer', routePermissions.logout!)).toBe(true);
  });

  it('maps react-admin actions on a resource to reading or writing its area', () => {
    expect(resourcePermissions).toEqual({ 'audit-log': 'money', admins: 'admins' });
    expect(permissionForResourceAction('admins', 'list')).toEqual({ area: 'admins', action: 'read' });
    expect(permissionForResourceAction('money', 'show')).toEqual({ area: 'money', action: 'read' });
    for (const action of ['create', 'edit', 'delete', 'confirm']) {
      expect(permissionForResourceAction('game', action)).toEqual({ area: 'game', action: 'write' });
    }
  });
});
