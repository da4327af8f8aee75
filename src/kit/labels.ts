/** react-admin's own key convention, so its inputs and columns find the labels too. */
import type { Translate } from '../i18n/failureText';
import type { FieldKind } from './fields';

export const fieldLabelKey = (resource: string, source: string) => `resources.${resource}.fields.${source}`;

/** A narrower header's words for a field whose label is long (the points grid's eight point fields). */
export const shortFieldLabelKey = (resource: string, source: string) => `resources.${resource}.short_fields.${source}`;

export const choiceLabelKey = (resource: string, source: string, value: unknown) =>
  `resources.${resource}.choices.${source}.${String(value)}`;

/**
 * An enum's or a boolean's word in the interface's language, the same on screen and in files: the resource's own
 * word where it has one (a ticket's "Used"), else yes or no for a boolean; undefined for any other kind.
 */
export function choiceText(translate: Translate, resource: string, source: string, kind: FieldKind, value: unknown) {
  if (kind === 'enum') return translate(choiceLabelKey(resource, source, value), { _: String(value) });
  if (kind !== 'boolean') return undefined;
  return translate(choiceLabelKey(resource, source, Boolean(value)), {
    _: translate(value ? 'ra.boolean.true' : 'ra.boolean.false'),
  });
}

export const hintKey = (resource: string, source: string) => `resources.${resource}.hints.${source}`;

/** What a field's input says under it, or undefined where the catalogue says nothing. */
export const hintText = (translate: Translate, resource: string, source: string): string | undefined =>
  translate(hintKey(resource, source), { _: '' }) || undefined;

/**
 * A resource's name inside a sentence ("No seasons yet", "Could not load payments"): its catalogue name, in lower
 * case where the language has case.
 */
export const resourceNameInText = (translate: Translate, resource: string, count: number) =>
  translate(`resources.${resource}.name`, { smart_count: count, _: resource }).toLocaleLowerCase();
