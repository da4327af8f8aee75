/** Nothing of a request reaches SQL but checked values. */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import {
  filterNames,
  REST_PAGE,
  type RestResource,
  restFilterSchema,
  type SortOrder,
  sortableFields,
} from '../../contract';
import { findNulCharacter, NUL_CHARACTERS_MESSAGE } from '../../contract/nulCharacters';
import { ApiError, badRequest, invalidField } from '../errors';
import { fieldProblems } from '../routes/fieldProblems';
import { describeValidationError } from '../routes/requestValidation';

export interface ListRequest {
  sort: { field: string; order: SortOrder };
  range: { first: number; last: number };
  filter: Record<string, unknown>;
}

const ORDERS: readonly SortOrder[] = ['ASC', 'DESC'];

function parseJson(name: string, text: string | undefined, expected: string): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`Invalid ${name}: not JSON, expected ${expected}`, 'list.invalid_json', { name, expected });
  }
}

function readSort(resource: RestResource, text: string | undefined): ListRequest['sort'] {
  const parsed = parseJson('sort', text, '["field","ASC"]');
  if (parsed === undefined) return resource.ordering;
  const [field, order] = Array.isArray(parsed) && parsed.length === 2 ? parsed : [];
  const sortable = sortableFields(resource);
  if (typeof field !== 'string' || !sortable.includes(field)) {
    throw badRequest(
      `Invalid sort: ${resource.name} can be sorted by ${sortable.join(', ')}; got ${text}`,
      'list.invalid_sort_field',
      { resource: resource.name, sortable: sortable.join(', '), got: String(text) },
    );
  }
  if (!ORDERS.includes(order))
    throw badRequest(`Invalid sort: the order is "ASC" or "DESC"; got ${text}`, 'list.invalid_sort_order', {
      got: String(text),
    });
  return { field, order };
}

const isRowNumber = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function readRange(text: string | undefined): ListRequest['range'] {
  const parsed = parseJson('range', text, '[first, last]');
  if (parsed === undefined) return { first: 0, last: REST_PAGE.rows - 1 };
  const [first, last] = Array.isArray(parsed) && parsed.length === 2 ? parsed : [];
  if (!isRowNumber(first) || !isRowNumber(last) || last < first || last - first >= REST_PAGE.maxRows) {
    throw badRequest(
      `Invalid range: expected [first, last], whole numbers from 0, last not before first, ` +
        `at most ${REST_PAGE.maxRows} rows; got ${text}`,
      'list.invalid_range',
      { maxRows: REST_PAGE.maxRows, got: String(text) },
    );
  }
  return { first, last };
}

const filterValidators = new WeakMap<RestResource, ValidateFunction>();
// every refused filter is listed in the answer's fields; the message names the first, worded from the refused value
const ajv = new Ajv({ coerceTypes: false, allErrors: true, strict: false, verbose: true });

function filterValidator(resource: RestResource): ValidateFunction {
  let validate = filterValidators.get(resource);
  if (!validate) {
    validate = ajv.compile({ type: 'object', properties: { filter: restFilterSchema(resource) } });
    filterValidators.set(resource, validate);
  }
  return validate;
}

function filterFailure(resource: RestResource, errors: ErrorObject[]): ApiError {
  const first = errors[0];
  const fields = fieldProblems(errors, 'filter');
  if (first?.keyword === 'additionalProperties') {
    const name = String(first.params.additionalProperty);
    const filters = filterNames(resource).join(', ');
    const message = `Invalid filter: ${resource.name} cannot be filtered by ${name} (filters: ${filters})`;
    return new ApiError(400, message, 'list.unknown_filter', { resource: resource.name, name, filters }, { fields });
  }
  const allowed = first?.keyword === 'enum' ? ` (${(first.params.allowedValues as unknown[]).join(', ')})` : '';
  return new ApiError(400, `${describeValidationError(errors, 'filter')}${allowed}`, 'request.invalid', {}, { fields });
}

function readFilter(resource: RestResource, text: string | undefined): ListRequest['filter'] {
  const parsed = parseJson('filter', text, 'a JSON object');
  if (parsed === undefined) return {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('Invalid filter: expected a JSON object', 'list.filter_not_object');
  }
  const nulAt = findNulCharacter(parsed);
  if (nulAt !== undefined) {
    const field = `filter${nulAt.replaceAll('/', '.')}`;
    throw invalidField(`Invalid ${field}: ${NUL_CHARACTERS_MESSAGE}`, field, 'validation.nul_character');
  }
  const validate = filterValidator(resource);
  if (!validate({ filter: parsed })) throw filterFailure(resource, validate.errors ?? []);
  return parsed as Record<string, unknown>;
}

export function readListRequest(
  resource: RestResource,
  query: { sort?: string; range?: string; filter?: string },
): ListRequest {
  return {
    sort: readSort(resource, query.sort),
    range: readRange(query.range),
    filter: readFilter(resource, query.filter),
  };
}
