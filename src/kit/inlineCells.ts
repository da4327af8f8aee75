/**
 * The fields a list's rows are typed in (a fixture's scores and order, a game week's reward), read together:
 * which they are is the declaration's `inline` hints, how each is read is its contract field (typedText.ts).
 */
import type { ResourceDeclaration } from './declaration';
import { fieldNamed } from './fields';
import { problemOf, readTyped } from './typedText';
import type { FieldError } from './validation';

export type InlineRow =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; source: string; problem: FieldError };

/** The row's fields typed in place, in the declaration's order. */
export const inlineSources = (declaration: ResourceDeclaration): string[] =>
  Object.entries(declaration.fields ?? {})
    .filter(([, hint]) => hint?.inline)
    .map(([source]) => source);

/** Every inline field of a row read from its text; the first one refused stops the reading. */
export function readInlineRow(declaration: ResourceDeclaration, textOf: (source: string) => string): InlineRow {
  const values: Record<string, unknown> = {};
  for (const source of inlineSources(declaration)) {
    const field = fieldNamed(declaration.record, source);
    const typed = readTyped(field, textOf(source));
    if (!typed.ok) return { ok: false, source, problem: problemOf(field, textOf(source)) };
    values[source] = typed.value;
  }
  return { ok: true, values };
}
