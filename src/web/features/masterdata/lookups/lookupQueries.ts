import type { RJSFSchema } from '@rjsf/utils';
import { api } from '../../../api/client.ts';
import type { PageRequest, PageResult } from '../../../ui/DataTable.tsx';
import type { SchemaWithUi } from '../../../ui/schemaForm/formSchemas.ts';
import type { LookupRow } from './lookupColumns.tsx';

type LookupGet = (path: string, init: { params: { query?: object; path?: object } }) => Promise<{ data?: unknown; error?: unknown }>;
// The lookups are one screen over ten operations: the path is the screen's, the rows its schema's.
const get = api.GET as unknown as LookupGet;

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

/** One page of a lookup (GET of its API path), sorted as the table asks. */
export async function fetchLookupPage(path: string, search: Record<string, string>, { pageNo, pageSize, sortBy, sortDir }: PageRequest): Promise<PageResult<LookupRow>> {
  const query = { ...addressOf(search), pageNo, pageSize, ...(sortBy ? { sortBy, sortDir } : {}) };
  const { data } = await get(path, { params: { query } });
  const page = data as { data: LookupRow[]; totalRecord: number } | undefined;
  return { data: page?.data ?? [], totalRecord: page?.totalRecord ?? 0 };
}

/** One old SAP line by its id (GET /invoiceold/{id}, /taxold/{id}); null when it is not there for the user. */
export async function fetchLookupRow(path: string, id: number): Promise<LookupRow | null> {
  const { data } = await get(`${path}/{id}`, { params: { path: { id } } });
  return (data as LookupRow | undefined) ?? null;
}
