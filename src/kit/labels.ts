/** react-admin's own key convention, so its inputs and columns find the labels too. */
import type { Translate } from '../i18n/failureText';

export const fieldLabelKey = (resource: string, source: string) => `resources.${resource}.fields.${source}`;

/** A narrower header's words for a field whose label is long (the points grid's eight point fields). */
export const shortFieldLabelKey = (resource: string, source: string) => `resources.${resource}.short_fields.${source}`;

export const choiceLabelKey = (resource: string, source: string, value: unknown) =>
  `resources.${resource}.choices.${source}.${String(value)}`;

export const hintKey = (resource: string, source: string) => `resources.${resource}.hints.${source}`;

/**
 * A resource's name inside a sentence ("No seasons yet", "Could not load payments"): its catalogue name, in lower
 * case where the language has case.
 */
export const resourceNameInText = (translate: Translate, resource: string, count: number) =>
  translate(`resources.${resource}.name`, { smart_count: count, _: resource }).toLocaleLowerCase();
