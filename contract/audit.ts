import { CloneType } from '@sinclair/typebox';
import { Nullable, OkAnswer, PageQuery } from './common';
import { auditActionsOf, type RestAuditActionName } from './rest/define';
import { writableRestResources } from './rest/writable';
import { DateText, Doc, Instant, OneOf, PageInfo } from './shared';
import { Text } from './text';
import * as Type from './typeBuilder';

export const AUDIT_PAGE = { limit: 50, maxLimit: 100 } as const;

/** The actions of the spec's calls; writeAudit's `action` is typed by them and by the REST resources' own. */
const OWN_AUDIT_ACTIONS = [
  'payment.confirm',
  'payment.cancel',
  'ticket.free',
  'ticket.delete',
  'ticket.repair',
  'gameweek.create',
  'gameweek.reward',
  'gameweek.summarise',
  'gameweek.teamvs',
  'gameweek.player_points',
  'player.create',
  'player.update',
  'player.delete',
  'team.create',
  'team.update',
  'team.close',
  'team.open',
  'team.delete',
  'teamvs.create',
  'teamvs.update',
  'teamvs.delete',
  'reward.update',
  'condition.update',
  'image.upload',
  'admin.login',
  'admin.logout',
] as const;
export type AuditActionName = (typeof OWN_AUDIT_ACTIONS)[number] | RestAuditActionName;

/** Every action an audit row may name: the spec's calls', then each REST resource's (news.create, admin.update). */
export const AUDIT_ACTIONS = [
  ...new Set<AuditActionName>([...OWN_AUDIT_ACTIONS, ...writableRestResources.flatMap(auditActionsOf)]),
] as unknown as readonly [AuditActionName, ...AuditActionName[]];
export const AuditAction = OneOf(AUDIT_ACTIONS);

export const AuditLogQuery = Doc(
  Type.Object({
    ...PageQuery(AUDIT_PAGE).properties,
    action: Type.Optional(AuditAction),
    admin: Type.Optional(CloneType(Text(100), { description: 'The admin username' })),
    from: Type.Optional(DateText('First day included, YYYY-MM-DD, a day in Asia/Bangkok time')),
    to: Type.Optional(DateText('Last day included, YYYY-MM-DD, a day in Asia/Bangkok time (not before from)')),
    target_type: Type.Optional(CloneType(Text(40), { description: "What was changed, e.g. 'payment' or 'user'" })),
    target_id: Type.Optional(CloneType(Text(40), { description: 'Which one (with target_type): its id' })),
  }),
  'AuditLogQuery',
  'page (from 1) and limit (50 by default, at most 100), filtered by action, admin username (exact), Bangkok days ' +
    'and the target (type and id, exact: the rows about one payment or one member).',
);

export const AuditEntry = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    admin_id: Nullable(Type.Integer()),
    admin_username: Type.String(),
    action: AuditAction,
    target_type: Type.String({ description: "e.g. 'payment', 'ticket', 'game_week'" }),
    target_id: Type.String(),
    before: Type.Unknown({ description: 'The target before the change (JSON), or null' }),
    after: Type.Unknown({ description: 'The target after the change (JSON), or null' }),
    created_at: Instant(),
  },
  { title: 'AuditEntry', description: 'One recorded admin action.' },
);

export const AuditLogAnswer = Doc(
  OkAnswer({ data: Type.Array(AuditEntry), ...PageInfo }),
  'AuditLogAnswer',
  'One page of the audit log, newest first.',
);
