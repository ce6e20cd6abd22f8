import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { DB } from '../../../../../generated/database.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { defineLookup, lookupPage, lookupRow, type Lookup, type LookupQuery } from '../../../lists/formLists.ts';
import { conflict, notFound, type Problem } from '../../../http/problem.ts';
import type { Principal } from '../../auth/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { inProject } from '../../../projectRoot.ts';

type Values = Record<string, unknown>;

/**
 * An administration record of forms/admin: the list and the row of its forms/ schemas (a
 * Lookup), and, when it can be changed, the table it is written to, the body fields of its edit
 * schema and the column each goes to, and the rules the product needs beyond the schema.
 */
export interface AdminRecord extends Lookup {
  /** What the audit trail calls it. */
  entity: string;
  /** The row field that names one record, as the path's `{id}` gives it. */
  idField: string;
  write?: {
    table: keyof DB & string;
    idColumn: string;
    /** Each field of the edit schema and the column it is stored in. */
    columns: Record<string, string>;
    /** A column set to the time of each change. */
    touchedAt?: string;
    /** A refusal of these values (a 400 or 409 naming the field), or null. `before` on a change. */
    check?: (db: Database, values: Values, before: Values | null) => Promise<Problem | null>;
    /** A refusal of removing this record, or null. */
    checkDelete?: (db: Database, before: Values) => Promise<Problem | null>;
    /** Said when the name is taken. */
    taken: (values: Values) => string;
    /** What else a change or a creation records, in its transaction (a security event). */
    changed?: (trx: Database, user: Principal, ip: string, before: Values | null, after: Values) => Promise<void>;
  };
}

/** The fields of the edit schema marked readOnly: the record's name, kept as it is on a change. */
function fixedFieldsOf(form: string): string[] {
  const file = inProject('forms', form, 'edit.schema.json');
  if (!existsSync(file)) return [];
  const schema = JSON.parse(readFileSync(file, 'utf8')) as { properties: Record<string, { readOnly?: boolean }> };
  return Object.entries(schema.properties)
    .filter(([, p]) => p.readOnly)
    .map(([field]) => field);
}

export const defineAdminRecord = (record: AdminRecord): AdminRecord & { fixed: string[] } => ({
  ...record,
  ...defineLookup(record),
  fixed: fixedFieldsOf(record.form),
});

export const recordsPage = <Row>(db: Database, user: Principal, record: AdminRecord, query: LookupQuery) => lookupPage<Row>(db, user, record, query);

export async function recordAt<Row>(db: Database, user: Principal, record: AdminRecord, id: unknown): Promise<Row> {
  const row = await lookupRow<Row>(db, user, record, record.idField, id);
  if (!row) throw notFound(`The ${record.entity} was not found.`);
  return row;
}

const columnsOf = (write: NonNullable<AdminRecord['write']>, values: Values, only?: (field: string) => boolean) =>
  Object.fromEntries(
    Object.entries(write.columns)
      .filter(([field]) => field in values && (!only || only(field)))
      .map(([field, column]) => [column, values[field] ?? null]),
  );

/** The change, its audit row, one transaction; a name already taken is a 409. */
async function changing<T>(db: Database, record: AdminRecord, values: Values, work: (trx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(record.write!.taken(values), fixedFieldsOf(record.form)[0] ?? record.idField);
    throw error;
  }
}

const audit = (trx: Database, user: Principal, ip: string, record: AdminRecord, action: string, id: unknown, before: unknown, after: unknown) =>
  recordAudit(trx, {
    userId: user.userId,
    userName: user.userName,
    action,
    entity: record.entity,
    entityId: String(id),
    detail: JSON.stringify({ before, after }),
    ip,
  });

/** Creates the record from the edit schema's values (already validated against it). */
export async function createRecord<Row>(db: Database, user: Principal, ip: string, record: AdminRecord, values: Values): Promise<Row> {
  const write = record.write!;
  const refused = await write.check?.(db, values, null);
  if (refused) throw refused;
  const id = await changing(db, record, values, async (trx) => {
    const inserted = await trx
      .insertInto(write.table as never)
      .values(columnsOf(write, values) as never)
      .returning(sql.ref(write.idColumn).as('id') as never)
      .executeTakeFirstOrThrow();
    const newId = (inserted as { id: unknown }).id;
    await audit(trx, user, ip, record, 'create', newId, null, values);
    await write.changed?.(trx, user, ip, null, values);
    return newId;
  });
  return recordAt<Row>(db, user, record, id);
}

/** Changes the record `id` to the edit schema's values; its fixed fields stay. */
export async function updateRecord<Row>(db: Database, user: Principal, ip: string, record: AdminRecord, id: unknown, values: Values): Promise<Row> {
  const write = record.write!;
  const before = await recordAt<Values>(db, user, record, id);
  const fixed = new Set(fixedFieldsOf(record.form));
  const changed = { ...values, ...Object.fromEntries([...fixed].map((f) => [f, before[f]])) };
  const refused = await write.check?.(db, changed, before);
  if (refused) throw refused;
  await changing(db, record, changed, async (trx) => {
    const set = { ...columnsOf(write, changed, (field) => !fixed.has(field)), ...(write.touchedAt ? { [write.touchedAt]: sql`now()` } : {}) };
    if (Object.keys(set).length) {
      await trx
        .updateTable(write.table as never)
        .set(set as never)
        .where(sql.ref(write.idColumn), '=', id)
        .execute();
    }
    await audit(trx, user, ip, record, 'update', id, before, changed);
    await write.changed?.(trx, user, ip, before, changed);
  });
  return recordAt<Row>(db, user, record, id);
}

/** Removes the record `id`, when nothing the product needs depends on it. */
export async function deleteRecord(db: Database, user: Principal, ip: string, record: AdminRecord, id: unknown): Promise<void> {
  const write = record.write!;
  const before = await recordAt<Values>(db, user, record, id);
  const refused = await write.checkDelete?.(db, before);
  if (refused) throw refused;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom(write.table as never)
      .where(sql.ref(write.idColumn), '=', id)
      .execute();
    await audit(trx, user, ip, record, 'delete', id, before, null);
  });
}
