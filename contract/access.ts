/** The roles and what each may do in each area: the ground the route permissions (permissions.ts) stand on. */
export const roles = ['owner', 'finance', 'game', 'viewer'] as const;
export type Role = (typeof roles)[number];

/** what a call touches: money (payments, tickets, members, entrants, excel, audit log), game (seasons, players,
 *  game weeks, rewards, conditions, uploads, points, summarise, teams, fixtures, live score), admins (admin
 *  accounts), own (the signed-in admin's own session and account: check-token, logout, user-info, balance,
 *  own password) */
export type Area = 'money' | 'game' | 'admins' | 'own';
export const areas = ['money', 'game', 'admins', 'own'] as const satisfies readonly Area[];
export type Action = 'read' | 'write';
export interface Permission {
  area: Area;
  action: Action;
}

const READ_WRITE = ['read', 'write'] as const;
const READ = ['read'] as const;
const NONE = [] as const;

/** The grants themselves: each role, in each area, the actions it may take. */
export const grants: { readonly [R in Role]: { readonly [A in Area]: readonly Action[] } } = {
  owner: { money: READ_WRITE, game: READ_WRITE, admins: READ_WRITE, own: READ_WRITE },
  finance: { money: READ_WRITE, game: READ, admins: READ, own: READ_WRITE },
  game: { money: READ, game: READ_WRITE, admins: NONE, own: READ_WRITE },
  viewer: { money: READ, game: READ, admins: NONE, own: READ_WRITE },
};

export const mayDo = (role: Role, permission: Permission): boolean =>
  grants[role][permission.area].includes(permission.action);

export const rolesFor = (permission: Permission): Role[] => roles.filter((role) => mayDo(role, permission));

/** A read never changes anything; every other method may. */
export const actionOfMethod = (method: string): Action => (method === 'GET' ? 'read' : 'write');
