/**
 * A REST resource of ours, declared once, in the manner of Django's ModelAdmin: the record's schema, where it is
 * stored, how a list may be ordered, narrowed and searched, and which writes exist with the audit action each one
 * records. The server serves it in ra-data-simple-rest's dialect (server/rest/), the demo runs the same handlers,
 * and the SPA and the tests read the same declaration. Data only: what a resource does beyond storing its body
 * (hashing a password, ending sessions) is the server's (server/rest/behaviours.ts).
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import type { AuditActionName } from '../audit';

export type SortOrder = 'ASC' | 'DESC';

/**
 * How a list filter matches a field: 'equals' takes the value (or an array of values, any of which matches);
 * 'range' takes `<field>_gte` and `<field>_lte`, either or both, the words FakeRest and react-admin use.
 */
export type FilterKind = 'equals' | 'range';

/** Where a field is stored when not as itself in the column of its own name. */
export interface ColumnStorage {
  column: string;
  /** the column holds the value as JSON text (the audit log's before and after) */
  json?: true;
}

/** A write the resource allows: the JSON body it takes, and the audit action every such write records. */
export interface RestWrite {
  body: TObject;
  audit: AuditActionName;
}

/** An action on one record beyond create/update/delete, served at POST /api/rest/<name>/:id/<action>. */
export interface RestAction extends RestWrite {
  summary: string;
}

type FieldOf<S extends TObject> = keyof S['properties'] & string;

export interface RestResourceDeclaration<S extends TObject = TObject> {
  /** the URL segment (/api/rest/<name>) and react-admin's resource name */
  name: string;
  /** one record, as every route answers it; its `id` is the table's integer key */
  singular: string;
  record: S;
  table: string;
  /** fields stored otherwise than in a column of their own name */
  columns?: { [F in FieldOf<S>]?: ColumnStorage };
  /** the order of a list that asks for none; `id` in the same direction breaks ties, always */
  ordering: { field: FieldOf<S>; order: SortOrder };
  /** fields a list may be sorted by (id always may) */
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

/** A declaration with its field names erased, as the generic code reads it. */
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

/**
 * Declares a REST resource. The record's field names type every list of fields, and the audit actions are the
 * contract's AUDIT_ACTIONS; what the compiler cannot check is checked here, when the module loads. The name stays
 * a literal type, so the SPA's resource names are checked too.
 */
export function defineRestResource<const S extends TObject, const N extends string>(
  declaration: RestResourceDeclaration<S> & { name: N },
): RestResource & { readonly name: N } {
  const resource = declaration as unknown as RestResource & { readonly name: N };
  assertConsistent(resource);
  return resource;
}

/** The operations a declaration allows, in route order. */
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

/** Fields a list may be sorted by: the declared ones, and id. */
export const sortableFields = (resource: RestResource): string[] => [...new Set(['id', ...resource.sortable])];

/** The column a field is stored in. */
export const columnOf = (resource: RestResource, field: string): string => resource.columns?.[field]?.column ?? field;
