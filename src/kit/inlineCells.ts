import type { ResourceDeclaration } from './declaration';
import type { FieldError } from './fieldMessage';
import { fieldNamed } from './fields';
import { problemOf, readTyped } from './typedText';

export type InlineRow =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; source: string; problem: FieldError };

export const inlineSources = (declaration: ResourceDeclaration): string[] =>
  Object.entries(declaration.fields ?? {})
    .filter(([, hint]) => hint?.inline)
    .map(([source]) => source);

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
