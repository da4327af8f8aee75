/**
 * What an audit row's target is on the screen: the resource whose labels, choices and field kinds name and show its
 * fields. The rows keep the shape each writer stored (`team1_id` from the database beside `Team1ID` from the API),
 * so a stored key finds its field by one spelling of both: snake case (`Team1ID`, `team1_id` -> `team1_id`).
 */
import type { TSchema } from '@sinclair/typebox';
import {
  Condition,
  GameWeek,
  GameWeekPlayerRow,
  Payment,
  Reward,
  restAuditTarget,
  restResources,
  SeasonPlayer,
  Team,
  TeamVs,
  Ticket,
  User,
} from '../../../contract';
import { type FieldKind, objectFields } from '../../kit/fields';

export interface AuditTargetKind {
  /** the resource whose catalogue entries (name, fields, choices) the target uses */
  resource: string;
  record?: TSchema;
  /** the field that counts things, choosing the plural of the target's summary ("2 tickets") */
  count?: string;
}

/** A declared resource's writes name their target after it: its labels and record come with it. */
const DECLARED_TARGETS = Object.fromEntries(
  restResources.map((declared) => [restAuditTarget(declared), { resource: declared.name, record: declared.record }]),
);

/** The provider routes' targets, each written by its own domain code. */
const AUDIT_TARGETS: Readonly<Record<string, AuditTargetKind>> = {
  ...DECLARED_TARGETS,
  condition: { resource: 'condition', record: Condition },
  game_week: { resource: 'game-week', record: GameWeek },
  game_week_player: { resource: 'players', record: GameWeekPlayerRow },
  image: { resource: 'image' },
  payment: { resource: 'payment', record: Payment, count: 'value' },
  player: { resource: 'players', record: SeasonPlayer },
  reward: { resource: 'reward', record: Reward },
  team: { resource: 'team', record: Team },
  team_vs: { resource: 'teamvs', record: TeamVs },
  ticket: { resource: 'ticket', record: Ticket },
  user: { resource: 'userdetail', record: User },
};

export const auditTargetOf = (targetType: string): AuditTargetKind =>
  AUDIT_TARGETS[targetType] ?? { resource: targetType };

export const canonicalKey = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

export interface AuditField {
  /** the stored key, as the row has it */
  key: string;
  resource: string;
  /** the record's own spelling of the field where the record has it, else the stored key */
  source: string;
  kind: FieldKind;
  inRecord: boolean;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An instant the server stored (ISO 8601): shown in Bangkok time like a declared date-time. */
export const isInstantText = (value: unknown): value is string => typeof value === 'string' && INSTANT.test(value);

const recordFields = new WeakMap<TSchema, Map<string, { source: string; kind: FieldKind }>>();

function canonicalFields(record: TSchema) {
  let fields = recordFields.get(record);
  if (!fields) {
    fields = new Map(objectFields(record).map(({ source, kind }) => [canonicalKey(source), { source, kind }]));
    recordFields.set(record, fields);
  }
  return fields;
}

/** A stored field with the kind its record declares, else the kind its value shows (an instant). */
export function auditFieldOf(target: AuditTargetKind, key: string, sample: unknown): AuditField {
  const declared = target.record ? canonicalFields(target.record).get(canonicalKey(key)) : undefined;
  const plain = !declared || declared.kind === 'text' || declared.kind === 'other';
  const kind: FieldKind = plain ? (isInstantText(sample) ? 'datetime' : (declared?.kind ?? 'other')) : declared.kind;
  return { key, resource: target.resource, source: declared?.source ?? key, kind, inRecord: declared !== undefined };
}
