/**
 * A plain resource's bodies come from its record, so a field is named once: the create body is the record without
 * its id and read-only fields, the update body the same with every field optional, and each body's example is
 * made of its fields' own (`examples` in a field's options) or one of the field's kind.
 */
import type { SchemaOptions, TObject, TSchema } from '@sinclair/typebox';
import { FIELD_KIND } from '../shared';
import { textRuleOf } from '../text';
import * as Type from '../typeBuilder';

interface FieldLike {
  type?: string;
  anyOf?: FieldLike[];
  const?: unknown;
  examples?: unknown[];
  minimum?: number;
  maxLength?: number;
  [FIELD_KIND]?: string;
}

const KIND_EXAMPLES: Record<string, unknown> = {
  baht: 150,
  date: '2026-02-28',
  minute: '2026-02-28 23:59',
  datetime: '2026-02-28T16:59:00Z',
  time: '18:30',
  image: '/api/images/example',
};

function textExample(field: FieldLike): string {
  const text = textRuleOf(field)?.lines === 'multi' ? 'บรรทัดแรก\nsecond line' : 'ตัวอย่าง Example';
  return text.slice(0, field.maxLength ?? text.length);
}

/** One value a field takes: its own example, else the first value of a choice, else one of its kind. */
export function fieldExample(schema: TSchema): unknown {
  const field = schema as FieldLike;
  if (field.examples?.length) return field.examples[0];
  const branches = field.anyOf?.filter((branch) => branch.type !== 'null');
  if (branches?.every((branch) => branch.const !== undefined)) return branches[0]?.const;
  if (branches?.length === 1) return fieldExample(branches[0] as TSchema);
  const kind = field[FIELD_KIND];
  if (kind && kind in KIND_EXAMPLES) return KIND_EXAMPLES[kind];
  if (field.type === 'boolean') return false;
  if (field.type === 'integer' || field.type === 'number') return Math.max(field.minimum ?? 1, 1);
  return textExample(field);
}

/**
 * A body of these fields (the record's title and description left behind), with an example made of the fields'
 * examples, for OpenAPI and for the tests that vary it.
 */
export const withExample = <T extends TObject>(fields: T, options: SchemaOptions = {}): T =>
  Type.Object(fields.properties, {
    ...options,
    example: Object.fromEntries(
      Object.entries(fields.properties).map(([field, schema]) => [field, fieldExample(schema)]),
    ),
  }) as unknown as T;

/** The fields a create takes: the record's, but its id and those the server sets (read-only). */
export const createBodyOf = (record: TObject, readOnly: readonly string[], title: string): TObject =>
  withExample(Type.Omit(record, ['id', ...readOnly]), { title });

/** The fields an update may change: the create body's, each optional. */
export const updateBodyOf = (create: TObject, title: string): TObject => withExample(Type.Partial(create), { title });
