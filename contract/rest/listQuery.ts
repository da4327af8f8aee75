/** ra-data-simple-rest's dialect: `sort=["field","ASC"]`, `range=[0,24]` (both ends included), `filter={...}`. */
import type { TObject, TSchema } from '@sinclair/typebox';
import { IdParam } from '../common';
import * as Type from '../typeBuilder';
import { type RestResource, sortableFields } from './define';

export const REST_PAGE = { rows: 25, maxRows: 100 } as const;

export const SEARCH_FILTER = 'q';
export const SEARCH_MAX_LENGTH = 100;

export const rangeBounds = (field: string) => [`${field}_gte`, `${field}_lte`] as const;

/** Fixed values become an enum, so a wrong value is refused naming the values allowed, not "no branch matched". */
function filterValue(schema: TSchema): TSchema {
  const literals = (schema.anyOf as TSchema[] | undefined)?.map((branch) => branch.const);
  if (literals?.every((value) => value !== undefined)) return Type.Unsafe({ enum: literals });
  return schema;
}

const oneOrMany = (schema: TSchema) =>
  Type.Union([schema, Type.Array(schema, { minItems: 1, maxItems: REST_PAGE.maxRows })]);

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

export const filterNames = (resource: RestResource) => Object.keys(restFilterSchema(resource).properties);

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
