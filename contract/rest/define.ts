/**
 * A REST resource declared once, in the manner of Django's ModelAdmin: data only, read alike by the server, the
 * demo, the SPA and the tests; what a resource does beyond storing its body is server/rest/behaviours.ts's.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import type { Area } from '../access';
import { textRuleOf } from '../text';
import { createBodyOf, updateBodyOf } from './bodies';

export type SortOrder = 'ASC' | 'DESC';

/** 'equals' also takes an array (any matches); 'range' takes `<field>_gte`/`<field>_lte`, as react-admin names them. */
export type FilterKind = 'equals' | 'range';

export interface ColumnStorage {
  column: string;
  json?: true;
}

/** An audit row's action: `<resource or thing>.<what was done>`, as stored (contract/audit.ts lists them all). */
export type RestAuditActionName = `${string}.${string}`;

export interface RestWrite {
  body: TObject;
  audit: RestAuditActionName;
}

/** Without a body, the record's (bodies.ts); without an audit action, `<name>.<operation>` (news.create). */
export interface RestWriteDeclaration {
  body?: TObject;
  audit?: RestAuditActionName;
}

export interface RestAction extends RestWrite {
  summary: string;
}

type FieldOf<S extends TObject> = keyof S['properties'] & string;

export interface RestResourceDeclaration<S extends TObject = TObject> {
  /** the URL segment (/api/rest/<name>) and react-admin's resource name */
  name: string;
  singular: string;
  /** what its calls touch: a GET reads it, any other method writes it (contract/permissions.ts) */
  area: Area;
  record: S;
  table: string;
  columns?: { [F in FieldOf<S>]?: ColumnStorage };
  /** the order of a list that asks for none; `id` in the same direction breaks ties, always */
  ordering: { field: FieldOf<S>; order: SortOrder };
  /** the fields a list sorts by, each indexed by its migration (default: all but JSON and text of several lines) */
  sortable?: readonly FieldOf<S>[];
  filters?: { [F in FieldOf<S>]?: FilterKind };
  /** text fields that the filter `q` looks in, for text anywhere in them, in any letter case */
  search?: readonly FieldOf<S>[];
  /** fields the server sets (a creation time): in the record, in no body made from it */
  readOnly?: readonly FieldOf<S>[];
  create?: RestWriteDeclaration;
  /** a PUT may carry the whole record, as ra-data-simple-rest sends it: fields outside the body are ignored */
  update?: RestWriteDeclaration;
  delete?: { audit?: RestAuditActionName };
  actions?: Record<string, RestAction>;
}

/** A declaration with its bodies and audit actions worked out: what the server, the demo and the SPA read. */
export interface RestResource
  extends Omit<RestResourceDeclaration<TObject>, 'sortable' | 'create' | 'update' | 'delete'> {
  sortable: readonly string[];
  create?: RestWrite;
  update?: RestWrite;
  delete?: { audit: RestAuditActionName };
}

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
  for (const field of resource.readOnly ?? []) {
    if (!(field in propertiesOf(resource.record)))
      throw new Error(`${resource.name}: readOnly names ${field}, which the record lacks`);
  }
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

function resolved(declaration: RestResourceDeclaration<TObject>): RestResource {
  const { name, record, create, update, delete: remove } = declaration;
  const audit = (operation: RestOperation, declared?: RestAuditActionName) => declared ?? `${name}.${operation}`;
  const createBody = () =>
    create?.body ?? createBodyOf(record, declaration.readOnly ?? [], `Create${record.title ?? ''}Body`);
  // a text of several lines is read, not ordered, and too long for an index entry (PostgreSQL's hold ~2,700 bytes)
  const unsortable = (field: string) =>
    field === 'id' || declaration.columns?.[field]?.json || textRuleOf(record.properties[field])?.lines === 'multi';
  return {
    ...declaration,
    sortable: declaration.sortable ?? Object.keys(record.properties).filter((field) => !unsortable(field)),
    create: create && { body: createBody(), audit: audit('create', create.audit) },
    update: update && {
      body: update.body ?? updateBodyOf(createBody(), `Update${record.title ?? ''}Body`),
      audit: audit('update', update.audit),
    },
    delete: remove && { audit: audit('delete', remove.audit) },
  };
}

/**
 * Checks at load what the compiler cannot, and works out the bodies and audit actions left to the record and the
 * name; the name and the record keep their types, so the SPA's resource names and field hints are checked too.
 */
export function defineRestResource<const S extends TObject, const N extends string>(
  declaration: RestResourceDeclaration<S> & { name: N },
): Omit<RestResource, 'record'> & { readonly name: N; readonly record: S } {
  const resource = resolved(declaration as unknown as RestResourceDeclaration<TObject>) as Omit<
    RestResource,
    'record'
  > & { readonly name: N; readonly record: S };
  assertConsistent(resource);
  return resource;
}

/** Every action the resource's writes record, in the order of its operations, then its own actions. */
export const auditActionsOf = (resource: RestResource): RestAuditActionName[] => [
  ...[resource.create, resource.update, resource.delete].flatMap((write) => (write ? [write.audit] : [])),
  ...Object.values(resource.actions ?? {}).map((action) => action.audit),
];

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
