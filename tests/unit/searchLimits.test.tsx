import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { lookupFormNames, lookupFormsOf } from '../../src/web/features/masterdata/lookups/lookupForms.ts';
import { lookupScreenOf } from '../../src/web/features/masterdata/lookups/lookupScreens.ts';
import { fieldsInOrder, labelOf } from '../../src/web/ui/schemaForm/formSchemas.ts';
import { pasteInto, renderScreens } from '../fixtures/renderScreens.tsx';
import { answerApi, signedInAs } from '../fixtures/webApi.ts';
import { customer, params } from '../fixtures/wizardAnswers.ts';
import { popupClosed } from '../fixtures/wizardWalks.tsx';

/**
 * Search fields take no more than the server does, and a search the server refuses names the
 * field by its label on the screen, never by its API name (issue 55 item 9).
 */
const answering: (() => void)[] = [];
afterEach(() => {
  cleanup();
  answering.splice(0).forEach((stop) => stop());
  sessionStorage.clear();
});

/** The server refusing a value longer than its field takes, as its error handler words it. */
const tooLong = (field: string, limit: number) =>
  new Response(
    JSON.stringify({
      status: 400,
      title: 'Bad Request',
      detail: `${field} is not valid: it must NOT have more than ${limit} characters`,
      field,
      rule: 'maxLength',
      limit,
    }),
    { status: 400, headers: { 'content-type': 'application/problem+json' } },
  );
const input = (name: string, container: HTMLElement = document.body) => within(container).getByRole<HTMLInputElement>('textbox', { name });

describe('the master-data filters', () => {
  it.each(lookupFormNames)('%s: each text filter takes at most what its schema allows', async (form) => {
    const api = answerApi({ ...signedInAs('operation_ho', ['masterdata.rDetail']), [`GET ${lookupScreenOf(form).api}`]: () => ({ data: [], totalRecord: 0 }) });
    answering.push(api.stop);
    renderScreens(lookupScreenOf(form).route);
    const { search } = lookupFormsOf(form);
    const formElement = await screen.findByRole('button', { name: 'Search' }, { timeout: 15_000 }).then((b) => b.closest('form')!);
    for (const field of fieldsInOrder(search)) {
      const property = search.schema.properties![field] as RJSFSchema;
      // Dates and plants are chosen, not typed.
      if (property.type !== 'string' || property.format || (search.ui[field] as { 'ui:widget'?: string } | undefined)?.['ui:widget']) continue;
      expect(within(formElement).getByLabelText<HTMLInputElement>(labelOf(search.ui, field), { selector: 'input' }).maxLength, field).toBe(property.maxLength);
    }
  });

  it('a search the server refuses names the field by its label', async () => {
    const api = answerApi({ ...signedInAs('operation_ho', ['masterdata.rDetail']), 'GET /customer': () => tooLong('customerName', 100) });
    answering.push(api.stop);
    renderScreens(`/master/customer?customerName=${'x'.repeat(150)}`);
    expect(await screen.findByText('Customer Name takes at most 100 characters', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText(/customerName/)).toBeNull();
  });
});

describe('the Without RTV search', () => {
  function renderSearch(lines: () => unknown, customers: () => unknown = () => ({ data: [customer], pageNo: 1, pageSize: 100, totalRecord: 1 })) {
    const api = answerApi({
      ...signedInAs('sales_service', ['returns.create', 'returns.nonRtv']),
      'GET /param': params,
      'GET /return/lookup/invoice-lines': lines,
      'GET /return/lookup/customers': customers,
    });
    answering.push(api.stop);
    renderScreens('/new-return/non-rtv');
    return api.calls;
  }

  it('its five fields take at most what the search takes, a pasted 10,000 characters cut there', async () => {
    const user = userEvent.setup();
    renderSearch(() => ({ data: [], totalRecord: 0 }));
    await screen.findByRole('textbox', { name: 'Invoice Ref Number' }, { timeout: 15_000 });
    const limits = { 'Invoice Ref Number': 35, 'Customer Code': 20, Batch: 35, 'Reference PO Number': 35, Material: 40 };
    for (const [name, limit] of Object.entries(limits)) expect(input(name).maxLength, name).toBe(limit);
    await pasteInto(user, input('Invoice Ref Number'), '9'.repeat(10_000));
    expect(input('Invoice Ref Number').value).toHaveLength(35);
  });

  it('a search the server refuses says which field by its label, and offers no Non-reference return', async () => {
    const user = userEvent.setup();
    renderSearch(() => tooLong('customerCode', 20));
    await user.type(await screen.findByRole('textbox', { name: 'Invoice Ref Number' }, { timeout: 15_000 }), '9000000010{Enter}');
    expect(await screen.findByText('Customer Code takes at most 20 characters', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText(/Do you want to create Non-reference Return/)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("the customer popup's fields take at most what its search takes, and a refusal names the field by its label", async () => {
    const user = userEvent.setup();
    renderSearch(
      () => ({ data: [], totalRecord: 0 }),
      () => tooLong('customerName', 100),
    );
    await user.click(await screen.findByRole('button', { name: 'Search Customer' }, { timeout: 15_000 }));
    const popup = await screen.findByRole('dialog', { name: 'Customer Search' });
    expect([input('Customer Code', popup).maxLength, input('Customer Name', popup).maxLength]).toEqual([20, 100]);
    await user.type(input('Customer Name', popup), 'sehat{Enter}');
    expect(await within(popup).findByText('Customer Name takes at most 100 characters')).toBeTruthy();
    await user.keyboard('{Escape}');
    await popupClosed(popup);
  });
});
