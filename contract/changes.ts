/**
 * The change stream: one server-sent event per committed change, naming what changed and never its contents, so a
 * client refetches through the ordinary (permission-checked) routes.
 *
 * GET `CHANGES_PATH`, `Accept: text/event-stream`, the session's bearer token in `Authorization` (never in the URL),
 * `Last-Event-ID` to resume. Each event is `id: <opaque, increasing>` and `data: <ChangeEvent as JSON>`; a comment
 * line (`: heartbeat`) arrives every `CHANGES_HEARTBEAT_MS`.
 */
import type { Static } from '@sinclair/typebox';
import type { Permission } from './access';
import { Doc, OneOf } from './shared';
import * as Type from './typeBuilder';

/** Below the API base (`/api`, or the SPA's `VITE_API_BASE`). */
export const CHANGES_API_PATH = '/changes';
export const CHANGES_PATH = `/api${CHANGES_API_PATH}`;

/** Every role may listen: an event names a change, and what it names is read back through routes that check. */
export const CHANGES_PERMISSION: Permission = { area: 'own', action: 'read' };

/** The resources an event may name: the SPA's react-admin resource names, REST resources included. */
export const CHANGE_RESOURCES = [
  'season',
  'seasonPlayers',
  'game-week',
  'gameWeekPlayers',
  'reward',
  'condition',
  'team',
  'teamvs',
  'payment',
  'ticket',
  'entrantsNormal',
  'entrantsVip',
  'member-entry',
  'gameWeekEntries',
  'userdetail',
  'audit-log',
  'admins',
] as const;
export type ChangeResource = (typeof CHANGE_RESOURCES)[number];

/** With `refetch`: every resource, as after a gap the server cannot replay or a lost database listener. */
export const EVERY_RESOURCE = '*';

export const CHANGE_ACTIONS = ['created', 'updated', 'deleted', 'refetch'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export const ChangeEvent = Doc(
  Type.Object(
    {
      resource: Type.Union([OneOf(CHANGE_RESOURCES), Type.Literal(EVERY_RESOURCE)]),
      ids: Type.Array(Type.Union([Type.String(), Type.Integer()]), {
        description: 'The records that changed; empty when unknown (refetch the whole list)',
      }),
      action: OneOf(CHANGE_ACTIONS),
      by: Type.Optional(
        Type.Object(
          { id: Type.Integer(), name: Type.String() },
          { description: 'The admin who made the change; absent for writes from outside the API' },
        ),
      ),
    },
    { additionalProperties: false },
  ),
  'ChangeEvent',
  'One committed change. `refetch` with resource `*` asks the client to refetch everything it shows.',
);
export type ChangeEvent = Static<typeof ChangeEvent>;

/** A comment line this often keeps proxies from closing an idle stream (they commonly give up at 60 s). */
export const CHANGES_HEARTBEAT_MS = 20_000;

/** Open streams per admin (tabs, across sessions) on one instance; the oldest closes beyond it. */
export const CHANGES_MAX_PER_ADMIN = 10;

/** Open streams per server instance; the oldest closes beyond it. */
export const CHANGES_MAX_PER_INSTANCE = 2_000;

/** The `event:` name of every change, so a client can tell it from future kinds. */
export const CHANGE_EVENT_NAME = 'change';
