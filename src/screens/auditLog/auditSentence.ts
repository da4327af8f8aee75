/**
 * An audit row as one sentence in the operator's language: who did what to which thing, the thing in brief, and
 * each field that changed ("admin confirmed payment 3000 (฿200.00, 2 tickets): status Pending → Completed").
 */
import type { ValueWording } from '../../kit/fieldText';
import { resourceNameInText } from '../../kit/labels';
import { auditDiff, isRecord } from './auditDiff';
import { type AuditTargetKind, auditFieldOf, auditTargetOf, canonicalKey } from './auditTargets';
import { auditFieldLabel, sentenceValueText } from './auditWording';

export interface AuditedChange {
  admin_username: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
}

/** The row's own time says when: a changed `updated_at` would only repeat it. */
const BOOKKEEPING_KEYS: ReadonlySet<string> = new Set(['updated_at']);

/** A template whose values the row lacks would show its placeholder: such a text is left out. */
const isComplete = (text: string) => !text.includes('%{');

/** Each stored field of the thing (after the change, else before) as its formatted text, keyed as stored. */
function thingValues(wording: ValueWording, target: AuditTargetKind, thing: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(thing).map(([key, value]) => [
      key,
      sentenceValueText(wording, auditFieldOf(target, key, value), value),
    ]),
  );
}

function deedOf(wording: ValueWording, change: AuditedChange, values: Record<string, string>, target: AuditTargetKind) {
  const { translate } = wording;
  const [group, verb] = change.action.split('.');
  const words = {
    ...values,
    admin: change.admin_username,
    id: change.target_id,
    target: resourceNameInText(translate, target.resource, 1),
    action: translate(`resources.audit-log.choices.action.${change.action}`, { _: change.action }),
  };
  const other = translate('app.audit.deeds.other', words);
  const generic = translate(`app.audit.deeds.any.${verb}`, { ...words, _: other });
  const deed = translate(`app.audit.deeds.${group}.${verb}`, { ...words, _: generic });
  return isComplete(deed) ? deed : other;
}

function summaryOf(
  wording: ValueWording,
  change: AuditedChange,
  target: AuditTargetKind,
  thing: Record<string, unknown>,
  values: Record<string, string>,
) {
  const count = target.count === undefined ? 1 : Number(thing[target.count]);
  const summary = wording.translate(`app.audit.summaries.${change.target_type}`, {
    ...values,
    smart_count: count,
    _: '',
  });
  return isComplete(summary) ? summary : '';
}

/** "Short Name" reads as "short name" inside an English sentence; "ID", "VIP" and Thai stay as they are. */
const inSentence = (label: string) =>
  label
    .split(' ')
    .map((word) => (/^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLocaleLowerCase() : word))
    .join(' ');

function changesOf(wording: ValueWording, change: AuditedChange, target: AuditTargetKind): string[] {
  return auditDiff(change.before, change.after)
    .filter((row) => row.changed && row.inBefore && row.inAfter && !BOOKKEEPING_KEYS.has(canonicalKey(row.key)))
    .map((row) => {
      const field = auditFieldOf(target, row.key, row.after ?? row.before);
      return wording.translate('app.audit.change', {
        field: inSentence(auditFieldLabel(wording, field)),
        before: sentenceValueText(wording, field, row.before),
        after: sentenceValueText(wording, field, row.after),
      });
    });
}

export function auditSentence(wording: ValueWording, change: AuditedChange): string {
  const { translate } = wording;
  const target = auditTargetOf(change.target_type);
  const thing = isRecord(change.after) ? change.after : isRecord(change.before) ? change.before : {};
  const values = thingValues(wording, target, thing);
  const deed = deedOf(wording, change, values, target);
  const summary = summaryOf(wording, change, target, thing, values);
  const head = summary ? translate('app.audit.with_summary', { deed, summary }) : deed;
  const changes = changesOf(wording, change, target);
  return changes.length > 0 ? translate('app.audit.with_changes', { head, changes: changes.join('; ') }) : head;
}
