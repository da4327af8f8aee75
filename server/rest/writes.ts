/** A write and its audit row share one transaction: never a change without its record nor a record without it. */
import type { Kysely } from 'kysely';
import { type AuditActionName, type RestResource, restAuditTarget } from '../../contract';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { auditedWrite } from '../domain/auditedWrite';
import { conflict, notFound } from '../errors';
import type { RestBehaviour, WriteContext } from './behaviours';
import { dynamic, toColumns, type Values } from './columns';
import { findRecord } from './queries';
import { assertReferencesExist } from './references';

/** A write whose declaration is known to allow it (the route exists only then). */
export interface Write {
  resource: RestResource;
  behaviour: RestBehaviour;
  context: WriteContext;
}

export async function requireRecord(db: Kysely<Database>, resource: RestResource, id: number) {
  const record = await findRecord(db, resource, id);
  if (!record) throw noRecord(resource, id);
  return record;
}

const noRecord = (resource: RestResource, id: number) =>
  notFound(`No ${resource.singular} with id ${id}`, 'record.not_found', {
    resource: resource.singular,
    id: String(id),
  });

/** Runs a write's change with its audit row, in the transaction `db` is or a new one. */
function audited<T>(
  db: Kysely<Database>,
  { resource, context }: Write,
  action: AuditActionName,
  change: (trx: Kysely<Database>) => Promise<{ id: number; before?: Values; after?: Values; result: T }>,
): Promise<T> {
  return auditedWrite(db, { admin: context.admin, at: context.now }, async (trx) => {
    const { id, ...changed } = await change(trx);
    return { action, targetType: restAuditTarget(resource), targetId: id, ...changed };
  });
}

function conflictOf(error: unknown, write: Write, values: Values): never {
  if (isUniqueViolation(error)) {
    const { resource, behaviour } = write;
    throw (
      behaviour.duplicate?.(values) ??
      conflict(
        `This ${resource.singular} repeats a value another one holds where each must be different`,
        'record.duplicate',
        { resource: resource.singular },
      )
    );
  }
  throw error;
}

const only = (body: Values, fields: string[]) =>
  Object.fromEntries(Object.entries(body).filter(([field]) => fields.includes(field)));

export async function createRecord(write: Write, body: Values): Promise<Values> {
  const { resource, behaviour, context } = write;
  await assertReferencesExist(context.app.db, resource, body);
  const values = { ...toColumns(resource, body), ...(await behaviour.newRow?.(body, context)) };
  return audited(context.app.db, write, resource.create?.audit as AuditActionName, async (trx) => {
    const inserted = await dynamic(trx)
      .insertInto(resource.table)
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    const after = await requireRecord(trx, resource, id);
    return { id, after, result: after };
  }).catch((error) => conflictOf(error, write, values));
}

/** Sets `values` on the record in the transaction; a record deleted meanwhile is a 404. */
async function setColumns(trx: Kysely<Database>, resource: RestResource, id: number, values: Values) {
  const updated = await dynamic(trx).updateTable(resource.table).set(values).where('id', '=', id).executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw noRecord(resource, id);
  return requireRecord(trx, resource, id);
}

export async function updateRecord(write: Write, id: number, body: Values): Promise<Values> {
  const { resource, behaviour, context } = write;
  const update = resource.update as NonNullable<RestResource['update']>;
  const change = only(body, Object.keys(update.body.properties));
  const before = await requireRecord(context.app.db, resource, id);
  behaviour.checkUpdate?.(before, change, context);
  await assertReferencesExist(context.app.db, resource, change);
  const values = toColumns(resource, change);
  if (Object.keys(values).length === 0) return before;
  return audited(context.app.db, write, update.audit, async (trx) => {
    await behaviour.beforeUpdate?.(trx, before, change, context);
    const after = await setColumns(trx, resource, id, values);
    await behaviour.afterUpdate?.(trx, before, after, context);
    return { id, before, after, result: after };
  }).catch((error) => conflictOf(error, write, values));
}

export async function deleteRecord(write: Write, id: number): Promise<Values> {
  const { resource, context } = write;
  const before = await requireRecord(context.app.db, resource, id);
  await audited(context.app.db, write, resource.delete?.audit as AuditActionName, async (trx) => {
    const deleted = await dynamic(trx).deleteFrom(resource.table).where('id', '=', id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw noRecord(resource, id);
    return { id, before, result: undefined };
  }).catch((error) => {
    if (isForeignKeyViolation(error)) {
      throw conflict(
        `Other records still refer to this ${resource.singular}, so it cannot be deleted`,
        'record.in_use',
        { resource: resource.singular },
      );
    }
    throw error;
  });
  return before;
}

export async function runAction(write: Write, name: string, id: number, body: Values): Promise<Values> {
  const { resource, behaviour, context } = write;
  const declared = resource.actions?.[name];
  const action = behaviour.actions?.[name];
  if (!declared || !action) throw new Error(`${resource.name}: the action ${name} has no behaviour`);
  const before = await requireRecord(context.app.db, resource, id);
  const values = await action.columns(body, context);
  return audited(context.app.db, write, declared.audit, async (trx) => {
    const after = await setColumns(trx, resource, id, values);
    await action.afterwards?.(trx, after, context);
    return { id, before, after, result: after };
  });
}
