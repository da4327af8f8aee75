/**
 * What an audited write changed, as the change stream names it: derived from the audit row every write already
 * makes, so a new write is live once its action is listed here (or, for a REST resource, by its declaration).
 */
import {
  AUDIT_ACTIONS,
  type AuditActionName,
  type ChangeAction,
  type ChangeEvent,
  type ChangeResource,
  writableRestResources,
} from '../../contract';

type Id = string | number;
type Touch = [ChangeResource, ChangeAction, 'target' | 'unknown'];

const updated = (resource: ChangeResource): Touch => [resource, 'updated', 'target'];
const listChanged = (resource: ChangeResource, action: ChangeAction = 'updated'): Touch => [
  resource,
  action,
  'unknown',
];

const OWN_ACTIONS: Record<string, readonly Touch[]> = {
  'payment.confirm': [updated('payment'), listChanged('ticket', 'created')],
  'payment.cancel': [updated('payment')],
  // the target is the member who got the tickets
  'ticket.free': [listChanged('ticket', 'created')],
  'ticket.delete': [['ticket', 'deleted', 'target']],
  'ticket.repair': [updated('payment'), listChanged('ticket', 'created')],
  'gameweek.create': [['game-week', 'created', 'target']],
  'gameweek.reward': [updated('game-week'), listChanged('reward')],
  'gameweek.summarise': [
    updated('game-week'),
    listChanged('gameWeekPlayers'),
    listChanged('gameWeekEntries'),
    listChanged('member-entry'),
  ],
  'gameweek.teamvs': [updated('game-week'), listChanged('teamvs')],
  'gameweek.player_points': [updated('gameWeekPlayers')],
  'player.create': [['seasonPlayers', 'created', 'target']],
  'player.update': [updated('seasonPlayers')],
  'player.delete': [['seasonPlayers', 'deleted', 'target']],
  'team.create': [['team', 'created', 'target']],
  'team.update': [updated('team')],
  'team.close': [updated('team')],
  'team.open': [updated('team')],
  'team.delete': [['team', 'deleted', 'target']],
  'teamvs.create': [['teamvs', 'created', 'target']],
  'teamvs.update': [updated('teamvs')],
  'teamvs.delete': [['teamvs', 'deleted', 'target']],
  'reward.update': [updated('reward')],
  'condition.update': [updated('condition')],
  // an uploaded image is shown only once a record refers to it, and that write is live
  'image.upload': [],
  'admin.login': [updated('admins')],
  'admin.logout': [updated('admins')],
};

const REST_ACTIONS: Record<string, readonly Touch[]> = Object.fromEntries(
  writableRestResources.flatMap((resource) => {
    const name = resource.name as ChangeResource;
    const of = (audit: string | undefined, action: ChangeAction) =>
      audit ? [[audit, [[name, action, 'target'] as Touch]] as const] : [];
    return [
      ...of(resource.create?.audit, 'created'),
      ...of(resource.update?.audit, 'updated'),
      ...of(resource.delete?.audit, 'deleted'),
      ...Object.values(resource.actions ?? {}).flatMap((action) => of(action.audit, 'updated')),
    ];
  }),
);

/** The actions the stream knows: every audit action, so a test can hold the two lists together. */
export const liveAuditActions = (): AuditActionName[] =>
  AUDIT_ACTIONS.filter((action) => action in OWN_ACTIONS || action in REST_ACTIONS);

/** `by` is the audit row's actor: null for the system. */
export function changesOfAudit(
  action: AuditActionName,
  targetId: Id,
  by: { id: number; username: string } | null,
): ChangeEvent[] {
  const touches = OWN_ACTIONS[action] ?? REST_ACTIONS[action] ?? [];
  return touches.map(([resource, change, ids]) => ({
    resource,
    ids: ids === 'target' ? [targetId] : [],
    action: change,
    ...(by ? { by: { id: by.id, name: by.username } } : {}),
  }));
}
