import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { lookupFormNames, lookupFormsOf } from '../../src/web/features/masterdata/lookups/lookupForms.ts';
import { columnFieldsOf } from '../../src/web/ui/schemaForm/schemaColumns.tsx';
import { lookupScreenOf } from '../../src/web/features/masterdata/lookups/lookupScreens.ts';
import { fieldsInOrder, labelOf } from '../../src/web/ui/schemaForm/formSchemas.ts';
import { SchemaForm } from '../../src/web/ui/schemaForm/SchemaForm.tsx';
import { arrivesAt, listed, renderScreens } from '../fixtures/renderScreens.tsx';
import { renderWidget } from '../fixtures/renderWidget.tsx';
import { answerApi, problem, signedInAs } from '../fixtures/webApi.ts';

const answering: (() => void)[] = [];
afterEach(() => {
  cleanup();
  answering.splice(0).forEach((stop) => stop());
});

const permissions = ['masterdata.rDetail', 'masterdata.synch'];

/** A row of the row schema, each field a value of its type (text fields say their name). */
function rowOf(form: string): Record<string, unknown> {
  const properties = (lookupFormsOf(form).row.schema.properties ?? {}) as Record<string, RJSFSchema>;
  return Object.fromEntries(
    Object.entries(properties).map(([field, s]) => {
      const types = ([] as unknown[]).concat(s.type);
      if (s.format === 'date') return [field, '2026-01-31'];
      if (s.format === 'date-time') return [field, '2026-01-31T03:00:00.000Z'];
      if (types.includes('boolean')) return [field, true];
      if (types.includes('integer') || types.includes('number')) return [field, 7];
      return [field, `${field}-value`];
    }),
  );
}

function renderLookup(form: string, path = lookupScreenOf(form).route) {
  const screenOf = lookupScreenOf(form);
  const row = rowOf(form);
  const api = answerApi({
    ...signedInAs('operation_ho', permissions),
    [`GET ${screenOf.api}`]: () => ({ data: [row], pageNo: 1, pageSize: 10, totalRecord: 1 }),
    [`GET ${screenOf.api}/{id}`]: () => row,
  });
  answering.push(api.stop);
  return { router: renderScreens(path), calls: api.calls, row };
}

describe('the lookup screen, built from forms/masterdata', () => {
  // Every folder of forms/masterdata is a lookup with a screen: listed from the folder, not by hand.
  it.each(lookupFormNames)('%s shows its search fields and its columns from its schemas', async (form) => {
    renderLookup(form);
    const { row, search } = lookupFormsOf(form);
    const firstText = columnFieldsOf(row).find((f) => String(rowOf(form)[f]).endsWith('-value'));
    if (firstText) await listed(`${firstText}-value`);
    else await screen.findByText('1-1 of 1', {}, { timeout: 15_000 });
    const form_ = document.querySelector('form')!;
    for (const field of fieldsInOrder(search)) {
      expect(within(form_).getAllByText(labelOf(search.ui, field)).length, field).toBeGreaterThan(0);
    }
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    for (const field of columnFieldsOf(row)) {
      expect(
        headers.some((h) => h.includes(labelOf(row.ui, field))),
        field,
      ).toBe(true);
    }
  });

  it('searches with Enter in a field: the search goes in the address and to the server, empty fields left out', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderLookup('customer');
    await listed('customerName-value');
    await user.type(screen.getByRole('textbox', { name: 'Customer Name' }), 'apotek{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ customerName: 'apotek' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.key === 'GET /customer').at(-1)!;
      expect(Object.fromEntries(new URL(last.request.url).searchParams)).toEqual({ customerName: 'apotek', pageNo: '1', pageSize: '10' });
    });
  });

  it('reads a search from the address into the form, typed dates included', async () => {
    renderLookup('rdetail', '/master/r-detail?rayonType=ETH&validFrom=2026-01-31');
    await listed('rayonType-value');
    expect((screen.getByRole('textbox', { name: 'Rayon Type' }) as HTMLInputElement).value).toBe('ETH');
    expect((screen.getByRole('textbox', { name: 'Valid From' }) as HTMLInputElement).value).toBe('31/01/2026');
  });

  it('opens an old invoice line as a read-only form and goes back to the list', async () => {
    const user = userEvent.setup();
    const { router, row } = renderLookup('invoiceold');
    await listed('materialName-value');
    await user.click(screen.getByRole('button', { name: 'Detail' }));
    await arrivesAt(router, '/master/sap-invoice-old/detail-data');
    expect(router.state.location.search).toEqual({ id: row.invoiceOldId });
    const name = await screen.findByRole('textbox', { name: 'Customer Name' }, { timeout: 15_000 });
    expect((name as HTMLInputElement).value).toBe('customerName-value');
    expect((name as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Transaction Date' }) as HTMLInputElement).value).toBe('31/01/2026');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await arrivesAt(router, '/master/sap-invoice-old');
  });

  it('needs no schema compiler: a search form whose schema has alternatives to choose between fails, naming the compiled checks it needs', () => {
    const form = { schema: { type: 'object', properties: { kind: { oneOf: [{ type: 'string' }, { type: 'number' }] } } } as RJSFSchema, ui: {} };
    // React reports a render's error as well as throwing it: kept out of the test's output.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWidget(<SchemaForm form={form} value={{ kind: 'x' }} onSearch={() => {}} />)).toThrow(/needs compiled checks/);
    reported.mockRestore();
  });

  it('sends the detail opened without a line back to its list', async () => {
    const { router } = renderLookup('taxold', '/master/sap-tax-old/detail-data');
    await arrivesAt(router, '/master/sap-tax-old');
  });

  it('sends the detail of a line the user may not see back to its list', async () => {
    const screenOf = lookupScreenOf('taxold');
    const api = answerApi({
      ...signedInAs('operation_ho', permissions),
      [`GET ${screenOf.api}`]: () => ({ data: [], pageNo: 1, pageSize: 10, totalRecord: 0 }),
      [`GET ${screenOf.api}/{id}`]: () => problem(404, 'The record was not found.'),
    });
    answering.push(api.stop);
    const router = renderScreens('/master/sap-tax-old/detail-data?id=99');
    await arrivesAt(router, '/master/sap-tax-old');
    expect(router.state.location.search).toEqual({});
  });
});
