/** The README's roles table, from the contract's grants: `npm run docs:routes` writes it, a test holds it current. */
import { type Action, type Area, areas, grants, roles } from '../contract';

const AREA_HEADINGS: Record<Area, string> = {
  money: 'money: payments, tickets, members, entrants, the Excel export, the audit log',
  game: 'game: seasons, players, game weeks (rewards, conditions, uploads, points, summarise), teams, fixtures, live score',
  admins: 'admin accounts',
  own: 'their own session and account',
};

const cell = (actions: readonly Action[]) =>
  actions.length === 0 ? 'nothing' : actions.length === 2 ? 'read and write' : actions.join(', ');

export function rolesTable(): string {
  const header = `| role | ${areas.map((area) => AREA_HEADINGS[area]).join(' | ')} |`;
  const rule = `|---|${areas.map(() => '---').join('|')}|`;
  const rows = roles.map((role) => `| \`${role}\` | ${areas.map((area) => cell(grants[role][area])).join(' | ')} |`);
  return [header, rule, ...rows].join('\n');
}
