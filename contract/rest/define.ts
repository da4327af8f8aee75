/**
 * A REST resource declared once, in the manner of Django's ModelAdmin: data only, read alike by the server, the
 * demo, the SPA and the tests; what a resource does beyond storing its body is server/rest/behaviours.ts's.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import type { AuditActionName } from '../audit';

export type SortOrder = 'ASC' | 'DESC';

/** 'equals' also takes an array (any matches); 'range' takes `<field>_gte`/`<field>_lte`, as react-admin names them. */
export type FilterKind = 'equals' | 'range';

export interface ColumnStorage {
  column: string;
  json?: true;
}

export interface RestWrite {
  body: TObject;
  audit: AuditActionName;
}

export interface RestAction extends RestWrite {
  summary: string;
}

type FieldOf<S extends TObject> = keyof S['properties'] & string;

export interface RestResourceDeclaration<S extends TObject = TObject> {
  /** the URL segment (/api/rest/<name>) and react-admin's resource name */
  name: string;
  singular: string;
  record: S;
  table: string;
  columns?: { [F in FieldOf<S>]?: ColumnStorage };
  /** the order of a list that asks for none; `id` in the same direction breaks ties, always */
  ordering: { field: FieldOf<S>; order: SortOrder };
  sortable: readonly FieldOf<S>[];
  filters?: { [F in FieldOf<S>]?: FilterKind };
  /** text fields that the filter `q` looks in, for text anywhere in them, in any letter case */
  search?: readonly FieldOf<S>[];
  create?: RestWrite;
  /** a PUT may carry the whole record, as ra-data-simple-rest sends it: fields outside the body are ignored */
  update?: RestWrite;
  delete?: { audit: AuditActionName };
  actions?: Record<string, RestAction>;
}

export type RestResource = RestResourceDeclaration<TObject>;

const OPERATIONS = ['list', 'read', 'create', 'update', 'delete'] as const;
export type RestOperation = (typeof OPERATIONS)[number];

const NAME = /^[a-z][a-z0-9-]*$/;

const propertiesOf = (schema: TObject): Record<string, TSchema> => schema.properties;

function assertFields(resource: RestResource, what: string, fields: readonly string[]) {
  const record = propertiesOf(resource.record);
  for (const field of fields) {
    if (!(field in record)) throw new Error(`${resource.name}: ${what} names ${field}, which the record lacks`);
    if (resource.columns?.[field]?.json) throw new Error(`${resource.name}: ${what} names ${field}, stored as JSON`);
  }
}

/** What the type checker cannot see: every name a declaration uses must exist, and JSON is never compared. */
function assertConsistent(resource: RestResource) {
  if (!NAME.test(resource.name)) throw new Error(`${resource.name}: a resource name is lower-case words with -`);
  const id = propertiesOf(resource.record).id as { type?: unknown } | undefined;
  if (id?.type !== 'integer') throw new Error(`${resource.name}: the record needs an integer id`);
  assertFields(resource, 'sortable', [...resource.sortable, resource.ordering.field]);
  assertFields(resource, 'filters', Object.keys(resource.filters ?? {}));
  assertFields(resource, 'search', resource.search ?? []);
  for (const field of resource.search ?? []) {
    if ((propertiesOf(resource.record)[field] as { type?: unknown }).type !== 'string') {
      throw new Error(`${resource.name}: search names ${field}, which is not text`);
    }
  }
  for (const action of Object.keys(resource.actions ?? {})) {
    if (!NAME.test(action) || OPERATIONS.includes(action as RestOperation)) {
      throw new Error(`${resource.name}: action ${action} must be lower-case words with - and no operation's name`);
    }
  }
}

/** Checks at load what the compiler cannot; the name stays a literal type so the SPA's resource names are checked too. */
export function defineRestResource<const S extends TObject, const N extends string>(
  declaration: RestResourceDeclaration<S> & { name: N },
): RestResource & { readonly name: N } {
  const resource = declaration as unknown as RestResource & { readonly name: N };
  assertConsistent(resource);
  return resource;
}

export function operationsOf(resource: RestResource): RestOperation[] {
  const declared = {
    list: true,
    read: true,
    create: resource.create,
    update: resource.update,
    delete: resource.delete,
  };
  return OPERATIONS.filter((operation) => declared[operation]);
}

/** Fields shown but never written by an edit: the record's fields that the update body lacks (all, without one). */
export function readOnlyFields(resource: RestResource): string[] {
  const writable = new Set(Object.keys(resource.update?.body.properties ?? {}));
  return Object.keys(resource.record.properties).filter((field) => !writable.has(field));
}

export const sortableFields = (resource: RestResource): string[] => [...new Set(['id', ...resource.sortable])];

export const columnOf = (resource: RestResource, field: string): string => resource.columns?.[field]?.column ?? field;
