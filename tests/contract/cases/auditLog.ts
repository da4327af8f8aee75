/**
 * The audit log. Neither demo data set starts with audit rows, so the first case makes one of its own: it
 * creates a team (a Team ID no demo data set uses) and the later cases find that change in the log.
 * Only relations that hold on any data set are checked (newest first, filters narrow), never counts of
 * rows other cases wrote.
 */
import { expect } from 'vitest';
import type { ContractCase } from '../harness';

const TEAM_ID = 990101;
const created = { id: 0 };
const createdId = () => {
  if (!created.id) throw new Error('the team-creating case did not run or failed');
  return String(created.id);
};

interface Row {
  id: number;
  action: string;
  admin_username: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: { team_id?: number } | null;
  created_at: string;
}
const isOurs = (row: Row) => row.target_type === 'team' && row.target_id === createdId();

export const auditLogCases: ContractCase[] = [
  {
    name: '(setup) a team created now leaves an audit row to find',
    route: 'createTeam',
    body: {
      team_id: TEAM_ID,
      name: 'Audit Log FC',
      short_name: 'Audit',
      club_abbr: 'ALF',
      grounds_city: 'Khon Kaen',
      alt_ids_opta: `t${TEAM_ID}`,
      alt_ids_opta_id: String(TEAM_ID),
    },
    status: 200,
    check: (answer) => {
      created.id = answer.team.id;
    },
  },
  {
    name: 'answers the newest row first, with who did it and the state after, 50 rows a page by default',
    route: 'listAuditLog',
    status: 200,
    check: (answer) => {
      expect(answer).toMatchObject({ ok: true, page: 1, limit: 50 });
      expect(answer.total).toBeGreaterThanOrEqual(1);
      const [newest] = answer.data as Row[];
      expect(newest).toMatchObject({
        action: 'team.create',
        admin_username: 'admin',
        target_type: 'team',
        target_id: createdId(),
        before: null,
        after: { team_id: TEAM_ID, name: 'Audit Log FC' },
      });
      const times = (answer.data as Row[]).map((row) => row.created_at);
      expect(times).toEqual([...times].sort().reverse());
    },
  },
  {
    name: 'pages on the server with page and limit',
    route: 'listAuditLog',
    query: { page: 1, limit: 1 },
    status: 200,
    check: (answer) => {
      expect(answer).toMatchObject({ page: 1, limit: 1 });
      expect(answer.data).toHaveLength(1);
      expect(isOurs(answer.data[0])).toBe(true);
    },
  },
  {
    name: 'filters by action',
    route: 'listAuditLog',
    query: { action: 'team.create', limit: 100 },
    status: 200,
    check: (answer) => {
      expect((answer.data as Row[]).every((row) => row.action === 'team.create')).toBe(true);
      expect((answer.data as Row[]).some(isOurs)).toBe(true);
    },
  },
  {
    name: "filters by the admin's exact username",
    route: 'listAuditLog',
    query: { admin: 'nobody-by-this-name' },
    status: 200,
    check: (answer) => expect(answer).toMatchObject({ data: [], total: 0 }),
  },
  {
    name: 'keeps rows inside the from..to days',
    route: 'listAuditLog',
    query: { admin: 'admin', from: '2000-01-01', to: '2999-12-31' },
    status: 200,
    check: (answer) => expect((answer.data as Row[]).some(isOurs)).toBe(true),
  },
  {
    name: 'leaves out rows after the to day',
    route: 'listAuditLog',
    query: { to: '2000-01-01' },
    status: 200,
    check: (answer) => expect(answer).toMatchObject({ data: [], total: 0 }),
  },
  {
    name: 'refuses an unknown action with 400 naming action',
    route: 'listAuditLog',
    query: { action: 'payment.steal' },
    status: 400,
    check: (answer) => expect(answer.error).toContain('action'),
  },
  {
    name: 'refuses a day that is not on the calendar with 400 naming from',
    route: 'listAuditLog',
    query: { from: '2025-02-30' },
    status: 400,
    check: (answer) => expect(answer.error).toBe('Invalid from: 2025-02-30 is not a calendar date (YYYY-MM-DD)'),
  },
  {
    name: 'refuses another date format with 400 naming to',
    route: 'listAuditLog',
    query: { to: '01/03/2025' },
    status: 400,
    check: (answer) => expect(answer.error).toContain('to'),
  },
  {
    name: 'refuses from after to with 400 naming to',
    route: 'listAuditLog',
    query: { from: '2025-03-11', to: '2025-03-10' },
    status: 400,
    check: (answer) => expect(answer.error).toBe('Invalid to: 2025-03-10 is before from (2025-03-11)'),
  },
  {
    name: 'refuses a limit above 100 with 400 naming limit',
    route: 'listAuditLog',
    query: { limit: 101 },
    status: 400,
    check: (answer) => expect(answer.error).toContain('limit'),
  },
  {
    name: 'refuses a request without a token with 401',
    route: 'listAuditLog',
    auth: 'none',
    status: 401,
  },
];
