import type { RJSFSchema } from '@rjsf/utils';
import { api } from './client.ts';
import type { PageRequest, PageResult } from '../ui/DataTable.tsx';
import type { SchemaWithUi } from '../ui/schemaForm/formSchemas.ts';
import type { SchemaRow } from '../ui/schemaForm/schemaColumns.tsx';
import { pageOf } from './pageOf.ts';

type Call = (path: string, init: { params: { query?: object; path?: object }; body?: object }) => Promise<{ data?: unknown; error?: unknown }>;
// The forms/ resources are one screen over many operations: the path is the screen's, the rows its schema's.
const get = api.GET as unknown as Call;
const post = api.POST as unknown as Call;
const put = api.PUT as unknown as Call;
const remove = api.DELETE as unknown as Call;

/** A search form's value as the address keeps it: the filled fields, as text. */
export function addressOf(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== '')
      .map(([k, v]) => [k, String(v).trim()]),
  );
}

/** The address's search as the form's value, each field of its schema's type. */
export function formValueOf(search: SchemaWithUi, address: Record<string, string>): Record<string, unknown> {
  const properties = (search.schema.properties ?? {}) as Record<string, RJSFSchema>;
  return Object.fromEntries(
    Object.entries(address)
      .filter(([field, text]) => field in properties && text !== '')
      .map(([field, text]) => {
        const types = ([] as unknown[]).concat(properties[field]!.type ?? []);
        if (types.includes('integer') || types.includes('number')) return [field, Number(text)];
        if (types.includes('boolean')) return [field, text === 'true'];
        return [field, text];
      }),
  );
}

/** One page of a forms/ resource's list (GET of its API path), sorted as the table asks. */
export async function fetchFormPage(
  path: string,
  search: Record<string, string>,
  { pageNo, pageSize, sortBy, sortDir }: PageRequest,
): Promise<PageResult<SchemaRow>> {
  const query = { ...addressOf(search), pageNo, pageSize, ...(sortBy ? { sortBy, sortDir } : {}) };
  return pageOf((await get(path, { params: { query } })) as { data?: { data: SchemaRow[]; totalRecord: number }; error?: unknown });
}

/** One old SAP line by its id (GET /invoiceold/{id}, /taxold/{id}); null when it is not there for the user. */
export async function fetchFormRow(path: string, id: string | number): Promise<SchemaRow | null> {
  const { data } = await get(`${path}/{id}`, { params: { path: { id } } });
  return (data as SchemaRow | undefined) ?? null;
}

/** Creates (no id) or changes (id) a record from its edit form's values: the record, or the server's refusal. */
export function saveFormRow(path: string, id: string | number | null, values: Record<string, unknown>) {
  return id === null ? post(path, { params: {}, body: values }) : put(`${path}/{id}`, { params: { path: { id } }, body: values });
}

/** Removes a record (by its path, or by a query value as DELETE /role?roleId=): the server's message, or its refusal. */
export function deleteFormRow(path: string, id: string | number, byQuery?: string) {
  return byQuery ? remove(path, { params: { query: { [byQuery]: id } } }) : remove(`${path}/{id}`, { params: { path: { id } } });
}
