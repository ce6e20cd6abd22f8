import type { RJSFSchema } from '@rjsf/utils';
import type { paths } from '../../../generated/api.d.ts';
import { api } from './client.ts';
import type { PageRequest, PageResult } from '../ui/DataTable.tsx';
import type { SchemaWithUi } from '../ui/schemaForm/formSchemas.ts';
import type { SchemaRow } from '../ui/schemaForm/schemaColumns.tsx';
import { pageOf } from './pageOf.ts';
import { keptForItsScreen, pageQuery } from '../ui/pageQuery.ts';
import { queryOptions } from '@tanstack/react-query';
import type { FieldLabels } from '../i18n/problemMessage.ts';

/**
 * The forms/ resources' calls: one screen serves many operations, so a screen names its paths and
 * the contract checks them (a path without the operation does not compile). The query, body and
 * rows are the forms/ schema's that the screen reads and openapi.yaml references for each of these
 * operations (scripts/formsAgreement.ts holds the two together), so they are passed as that schema
 * made them, not typed per path here.
 */
type Method = 'get' | 'post' | 'put' | 'delete';
type PathsWith<M extends Method> = { [P in keyof paths]: NonNullable<paths[P][M]> extends never ? never : P }[keyof paths];
type JsonOf<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;

/** A path whose GET answers a page of rows: a forms/ resource's list. */
export type FormListPath = {
  [P in PathsWith<'get'>]: paths[P]['get'] extends { responses: { 200: infer Ok } }
    ? JsonOf<Ok> extends { data: unknown[]; totalRecord: number }
      ? P
      : never
    : never;
}[PathsWith<'get'>];
/** A list where records are created (POST). */
export type FormCreatePath = Extract<FormListPath, PathsWith<'post'>>;
/** One record of a list: read (the old SAP lines), changed or removed by its id. */
export type FormRecordPath<M extends Method> = Extract<`${FormListPath}/{id}`, PathsWith<M>>;

// Each call below takes the schema's values as they are (see above).
const asSent = <T>(value: object) => value as T;

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

/** One page of a forms/ resource's list (GET of its API path), sorted as the table asks; a refused filter named by its label in `labels`. */
export async function fetchFormPage(
  path: FormListPath,
  search: Record<string, string>,
  { pageNo, pageSize, sortBy, sortDir }: PageRequest,
  labels?: FieldLabels,
): Promise<PageResult<SchemaRow>> {
  const query = { ...addressOf(search), pageNo, pageSize, ...(sortBy ? { sortBy, sortDir } : {}) };
  const { data, error } = await api.GET(path, { params: { query: asSent<never>(query) } });
  return pageOf<SchemaRow>({ data: data && asSent<{ data: SchemaRow[]; totalRecord: number }>(data), error }, labels);
}

/** The cache key of a form list's rows for a search (DataTable adds the page). */
export const formListKey = (path: FormListPath, search: Record<string, string>) => [`GET ${path}`, search] as const;

/** A page of a form list as a query: the route's loader asks it, the screen's table finds it under the same key. */
export const formListPage = (path: FormListPath, search: Record<string, string>, request: PageRequest, labels?: FieldLabels) =>
  pageQuery(formListKey(path, search), (asked) => fetchFormPage(path, search, asked, labels), request);

/** One old SAP line by its id (GET /invoiceold/{id}, /taxold/{id}); null when it is not there for the user. */
export async function fetchFormRow(path: FormRecordPath<'get'>, id: number): Promise<SchemaRow | null> {
  const { data } = await api.GET(path, { params: { path: { id } } });
  return data ? asSent<SchemaRow>(data) : null;
}

/** One record of a forms/ resource (a lookup's detail), as a query: the route's loader asks it and the screen finds it. */
export const formRowQuery = (path: FormRecordPath<'get'>, id: number) =>
  queryOptions({ queryKey: [`GET ${path}`, id], queryFn: () => fetchFormRow(path, id), ...keptForItsScreen });

/** Creates (at the list's path) or changes (at its record's) a record from its edit form's values: the record, or the server's refusal. */
export function saveFormRow(paths: { create?: FormCreatePath; change?: FormRecordPath<'put'> }, id: string | number | null, values: Record<string, unknown>) {
  if (id === null) {
    if (!paths.create) throw new Error('This screen creates no records.');
    return api.POST(paths.create, { body: asSent<never>(values) });
  }
  if (!paths.change) throw new Error('This screen changes no records.');
  return api.PUT(paths.change, { params: { path: asSent<never>({ id }) }, body: asSent<never>(values) });
}

/** Where a record is removed: at its record's path, or at the list's with a query value (DELETE /role?roleId=). */
export type FormRemovalPath = FormRecordPath<'delete'> | { list: Extract<FormListPath, PathsWith<'delete'>>; query: string };

/** Removes a record: the server's message, or its refusal. */
export function deleteFormRow(path: FormRemovalPath, id: string | number) {
  return typeof path === 'string'
    ? api.DELETE(path, { params: { path: asSent<never>({ id }) } })
    : api.DELETE(path.list, { params: { query: asSent<never>({ [path.query]: id }) } });
}
