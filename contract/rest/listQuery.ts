/**
 * A list request in ra-data-simple-rest's dialect: `sort=["field","ASC"]`, `range=[0,24]` (first and last row,
 * both included) and `filter={...}`, each JSON text in the query string. The query schema takes them as text; the
 * filter's parsed value has a schema of its own, made from the declaration, which names every filter it takes.
 */
import { type TObject, type TSchema, Type } from '@sinclair/typebox';
import { IdParam } from '../common';
import { type RestResource, sortableFields } from './define';

/** Rows a list answers when it names no range, and the most one request may ask for. */
export const REST_PAGE = { rows: 25, maxRows: 100 } as const;

/** The filter that searches the declared text fields. */
export const SEARCH_FILTER = 'q';
export const SEARCH_MAX_LENGTH = 100;

/** `<field>_gte` and `<field>_lte`, the bounds of a 'range' filter. */
export const rangeBounds = (field: string) => [`${field}_gte`, `${field}_lte`] as const;

/**
 * A filter's value as the record's field holds it. A field of fixed values becomes an enum, so a wrong value is
 * refused naming the values allowed (a union of literals would only say that none of its branches matched).
 */
function filterValue(schema: TSchema): TSchema {
  const literals = (schema.anyOf as TSchema[] | undefined)?.map((branch) => branch.const);
  if (literals?.every((value) => value !== undefined)) return Type.Unsafe({ enum: literals });
  return schema;
}

const oneOrMany = (schema: TSchema) =>
  Type.Union([schema, Type.Array(schema, { minItems: 1, maxItems: REST_PAGE.maxRows })]);

/** The parsed `filter`: every key the declaration allows, and none other. */
export function restFilterSchema(resource: RestResource): TObject {
  const record = resource.record.properties;
  const properties: Record<string, TSchema> = { id: Type.Optional(oneOrMany(IdParam)) };
  if (resource.search?.length) {
    properties[SEARCH_FILTER] = Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH }));
  }
  for (const [field, kind] of Object.entries(resource.filters ?? {})) {
    const value = filterValue(record[field]);
    if (kind === 'equals') properties[field] = Type.Optional(oneOrMany(value));
    else for (const bound of rangeBounds(field)) properties[bound] = Type.Optional(value);
  }
  return Type.Object(properties, { additionalProperties: false });
}

/** The names `filter` takes, for messages and documentation. */
export const filterNames = (resource: RestResource) => Object.keys(restFilterSchema(resource).properties);

/** The list route's query string: three JSON texts, described with what each may name. */
export function restListQuery(resource: RestResource): TObject {
  const { field, order } = resource.ordering;
  return Type.Object({
    sort: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          `JSON ["field","ASC" or "DESC"]; field one of ${sortableFields(resource).join(', ')}. ` +
          `Default ["${field}","${order}"]; ties are ordered by id in the same direction.`,
      }),
    ),
    range: Type.Optional(
      Type.String({
        maxLength: 100,
        description:
          `JSON [first, last], the rows answered, from 0, both included, at most ${REST_PAGE.maxRows}. ` +
          `Default [0, ${REST_PAGE.rows - 1}]. The answer's Content-Range header gives the total.`,
      }),
    ),
    filter: Type.Optional(
      Type.String({
        maxLength: 4000,
        description:
          `JSON object with any of: ${filterNames(resource).join(', ')}. An array value matches any of its ` +
          'values; _gte and _lte bound a field' +
          (resource.search?.length
            ? `; ${SEARCH_FILTER} finds text anywhere in ${resource.search.join(', ')}, in any letter case.`
            : '.'),
      }),
    ),
  });
}
