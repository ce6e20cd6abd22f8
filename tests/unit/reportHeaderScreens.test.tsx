import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '../../src/web/api/client.ts';
import type { StoredState } from '../../src/server/modules/returns/lifecycle/rowMapping.ts';
import { arrivesAt, dialogSays, listed, renderScreens } from '../fixtures/renderScreens.tsx';
import { sentLifecycle } from '../fixtures/sentLifecycle.ts';
import { answerApi, signedInAs } from '../fixtures/webApi.ts';

const answering: (() => void)[] = [];
afterEach(() => {
  cleanup();
  answering.splice(0).forEach((stop) => stop());
});

/** A Report Header row with the lifecycle snapshot the server builds from the same columns. */
function headerRow(
  returnId: number,
  retNumber: string,
  columns: Partial<StoredState>,
  facts: Partial<Schemas['ReportHeaderRow']> = {},
): Schemas['ReportHeaderRow'] {
  const state: Partial<StoredState> = { approved_by_anyone: false, ...columns };
  return {
    lifecycle: sentLifecycle(state, [returnId * 10 + 1, returnId * 10 + 2]),
    returnId,
    retNumber,
    version: 2,
    returnType: 'NONMTKA',
    soNo: null,
    invoiceNoSap: null,
    rtvNo: null,
    rtvDate: null,
    salesOffice: 'JKT1',
    plantCode: '1001',
    plantName: 'Jakarta',
    reasonCode: '101',
    reasonName: 'Expired',
    createdUserName: 'sales_service',
    createdByName: 'Sari Service',
    createdDate: '2026-11-02T03:00:00.000Z',
    invoiceNo: '9000000010',
    customerCode: '30000001',
    customerName: 'Apotek Sehat Sentosa',
    customerGroup3: 'APT',
    address: 'Jl. Sudirman 1, Jakarta',
    approvalStatus: (state.status ?? 'W') as 'W',
    statusReject: false,
    stepCode: state.step_code ?? 'CD',
    stepName: null,
    pendingUser: 'Gita Permata',
    fareyeStatus: 'Not Send',
    fareyeLastError: null,
    FareyeDate: null,
    firstPrintDate: null,
    printStatus: state.print_status ?? 'N',
    lastApprovalUser: null,
    lastApprovalDate: null,
    soStatus: state.so_status ?? null,
    soLastError: null,
    items: 2,
    wholeReturn: true,
    ...facts,
  };
}

const draft = headerRow(1, 'DRF0000000001', { status: 'D', step_code: null, route: [] });
const atSales = headerRow(2, 'APL100126000002', { step_code: 'SALES' });
const failedOrder = headerRow(
  3,
  'APL100126000003',
  {
    status: 'A',
    step_code: 'END',
    print_status: 'Y',
    fpre_status: 'A',
    fpre_uploaded: true,
    fareye_status: 'ERROR',
    so_status: 'FAILED',
    approved_by_anyone: true,
  },
  { fareyeStatus: 'Error', soLastError: 'SAP is down' },
);
const rows = [draft, atSales, failedOrder];
const page = <T,>(data: T[]) => ({ data, pageNo: 1, pageSize: 10, totalRecord: data.length });

function renderAs(permissions: string[], path = '/report-return/report-header', answers: Record<string, (request: Request) => unknown> = {}) {
  const api = answerApi({
    ...signedInAs('user', ['reports.header', ...permissions]),
    'GET /param': () => page([{ paramCode: '101', paramValue: 'Expired' }]),
    'GET /return': () => page(rows),
    ...answers,
  });
  answering.push(api.stop);
  return { router: renderScreens(path), calls: api.calls };
}

const rowOf = (text: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;
const queries = (calls: { key: string; request: Request }[]) =>
  calls.filter((c) => c.key === 'GET /return').map((c) => Object.fromEntries(new URL(c.request.url).searchParams));

describe('the Report Header screen', () => {
  it("searches the profile's plants on arrival, then the filters typed, keeping them in the address", async () => {
    const user = userEvent.setup();
    const { router, calls } = renderAs(['reports.headerActions']);
    await listed('APL100126000002');
    expect(router.state.location.search).toEqual({ plantCode: '1001' });
    expect(queries(calls)[0]).toEqual({ plantCode: '1001', pageNo: '1', pageSize: '10' });
    await user.type(screen.getByRole('textbox', { name: 'Return Number' }), 'APL 1001 26{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ plantCode: '1001', retNumber: 'APL100126' }));
    await waitFor(() => expect(queries(calls).at(-1)).toEqual({ plantCode: '1001', retNumber: 'APL100126', pageNo: '1', pageSize: '10' }));
    await user.type(screen.getByRole('textbox', { name: 'Customer Name' }), 'sehat{Enter}');
    await waitFor(() => expect(queries(calls).at(-1)).toMatchObject({ customerName: 'sehat', retNumber: 'APL100126' }));
  });

  it("sorts on the server by a column's heading, which says how it is sorted", async () => {
    const user = userEvent.setup();
    const { calls } = renderAs([]);
    await listed('APL100126000002');
    const heading = screen.getByRole('columnheader', { name: /^Return Number/ });
    expect(heading.getAttribute('aria-sort')).toBeNull();
    await user.click(within(heading).getByRole('button', { name: 'Sort by Return Number ascending' }));
    await waitFor(() => expect(queries(calls).at(-1)).toMatchObject({ sortBy: 'retNumber', sortDir: 'asc' }));
    expect(heading.getAttribute('aria-sort')).toBe('ascending');
    // The button keeps the keyboard's way: Enter sorts the other way.
    within(heading).getByRole('button', { name: 'Sorted by Return Number ascending' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(queries(calls).at(-1)).toMatchObject({ sortBy: 'retNumber', sortDir: 'desc' }));
    expect(heading.getAttribute('aria-sort')).toBe('descending');
  });

  it('offers a user of the Clients filter the client master, and searches by the clients chosen', async () => {
    const user = userEvent.setup();
    const { calls } = renderAs(['reports.filterClients'], '/report-return/report-header', {
      'GET /client': () =>
        page([
          { clientCode: '800071', clientName: 'PT Sehat Farma Indonesia' },
          { clientCode: '800072', clientName: 'PT Nusantara Consumer Goods' },
        ]),
    });
    await listed('APL100126000002');
    await user.click(screen.getByRole('textbox', { name: 'Clients' }));
    await user.click(await screen.findByRole('option', { name: '800072 - PT Nusantara Consumer Goods', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries(calls).at(-1)).toMatchObject({ clientCode: '800072', plantCode: '1001' }));
  });

  it('chooses a reason by its code typed, and searches by it', async () => {
    const user = userEvent.setup();
    const { calls } = renderAs([]);
    await listed('APL100126000002');
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await user.click(reason);
    await user.keyboard('{Control>}a{/Control}101{Enter}');
    await waitFor(() => expect(reason).toHaveProperty('value', '101 - Expired'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries(calls).at(-1)).toMatchObject({ reasonCode: '101' }));
  });

  it('searches by the return number in the path', async () => {
    const { calls } = renderAs([], '/report-return/report-header/APL100126000002');
    await listed('APL100126000002');
    await waitFor(() => expect(queries(calls).at(-1)).toMatchObject({ retNumber: 'APL100126000002', plantCode: '1001' }));
  });

  it('refuses a search without a plant (spec 000 §5)', async () => {
    const user = userEvent.setup();
    const { calls } = renderAs([]);
    await listed('APL100126000002');
    const before = queries(calls).length;
    await user.click(within(screen.getByTestId('plants-filter').parentElement!).getByRole('button', { hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await dialogSays('Please select plant');
    expect(queries(calls).length).toBe(before);
  });

  it('shows the statuses with the labels and colours of spec 000 §4', async () => {
    renderAs([]);
    await listed('APL100126000003');
    expect(within(rowOf('DRF0000000001')).getByTestId('approval-status').textContent).toBe('Draft');
    expect(within(rowOf('DRF0000000001')).getByTestId('approval-status').dataset.tone).toBe('warning');
    expect(within(rowOf('APL100126000002')).getByTestId('approval-status').textContent).toBe('In Progress');
    expect(within(rowOf('APL100126000002')).getByText('Pending On FSS/ASM/BM')).toBeTruthy();
    expect(within(rowOf('APL100126000003')).getByTestId('approval-status').textContent).toBe('Completed');
    expect(within(rowOf('APL100126000003')).getByTestId('fareye-status').dataset.tone).toBe('danger');
    expect(within(rowOf('APL100126000003')).getByTestId('so-status').textContent).toBe('FAILED');
  });

  it('offers to sales service Delete on drafts, Reject where the lifecycle allows it, and the retries where they failed; no printing', async () => {
    renderAs(['reports.headerActions', 'reports.erpActions']);
    await listed('APL100126000003');
    expect(within(rowOf('DRF0000000001')).queryByTestId('delete-draft')).toBeTruthy();
    expect(within(rowOf('DRF0000000001')).queryByTestId('reject-return')).toBeNull();
    expect(within(rowOf('APL100126000002')).queryByTestId('reject-return')).toBeTruthy();
    expect(within(rowOf('APL100126000002')).queryByTestId('delete-draft')).toBeNull();
    expect(within(rowOf('APL100126000003')).queryByTestId('reject-return')).toBeNull();
    expect(within(rowOf('APL100126000003')).queryByTestId('retry-sales-order')).toBeTruthy();
    expect(within(rowOf('APL100126000003')).queryByTestId('retry-fareye')).toBeTruthy();
    expect(within(rowOf('APL100126000003')).queryByTestId('download-fpre')).toBeTruthy();
    expect(within(rowOf('APL100126000003')).queryByTestId('get-invoice')).toBeNull();
    expect(screen.queryByTestId('print-selected')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('shows no actions to a user without them, and every action of a row in the Action column beside the number', async () => {
    renderAs([]);
    await listed('APL100126000003');
    // The Action column comes right after the row's number and return number (issue 30 item 13: it was the 32nd);
    // its one action here is Download FPRE.
    const headings = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headings.slice(0, 3)).toEqual(['No', 'Return Number', 'Action']);
    // Who registered it by the full name, not the login (issue 30 item 21).
    expect(within(rowOf('APL100126000003')).getByText('Sari Service')).toBeTruthy();
    for (const id of ['delete-draft', 'reject-return', 'retry-sales-order', 'retry-fareye', 'print-selected']) expect(screen.queryByTestId(id), id).toBeNull();
    expect(within(rowOf('APL100126000003')).queryByTestId('download-fpre')).toBeTruthy();
  });

  it('asks the Reject for remarks and sends them with the version seen', async () => {
    const user = userEvent.setup();
    const { calls } = renderAs(['reports.headerActions'], '/report-return/report-header', {
      'POST /return/reject/{id}': () => ({
        status: 200,
        message: 'Return APL100126000002 has been rejected.',
        data: { retNumber: 'APL100126000002', status: 'R', stepCode: null, version: 3 },
      }),
    });
    await listed('APL100126000002');
    await user.click(within(rowOf('APL100126000002')).getByTestId('reject-return'));
    await user.click(await screen.findByTestId('reject-confirm'));
    await dialogSays('You need to write remarks!');
    expect(calls.some((c) => c.key === 'POST /return/reject/{id}')).toBe(false);
    await user.type(screen.getByTestId('reject-remarks'), 'Customer withdrew');
    await user.click(screen.getByTestId('reject-confirm'));
    await dialogSays('Return APL100126000002 has been rejected.');
    const sent = calls.find((c) => c.key === 'POST /return/reject/{id}')!;
    expect(new URL(sent.request.url).pathname).toBe('/api/return/reject/2');
    expect(new URL(sent.request.url).searchParams.get('version')).toBe('2');
    expect(await sent.request.json()).toEqual({ remark: 'Customer withdrew' });
  });

  it('asks before deleting a draft, naming it', async () => {
    const user = userEvent.setup();
    const { calls } = renderAs(['reports.headerActions'], '/report-return/report-header', {
      'DELETE /return/{id}': () => ({ status: 200, message: 'Draft DRF0000000001 has been deleted.' }),
    });
    await listed('DRF0000000001');
    await user.click(within(rowOf('DRF0000000001')).getByTestId('delete-draft'));
    await screen.findByText('Are you sure want to delete? DRF0000000001');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await dialogSays('Draft DRF0000000001 has been deleted.');
    expect(new URL(calls.find((c) => c.key === 'DELETE /return/{id}')!.request.url).pathname).toBe('/api/return/1');
  });

  it('lets FSS print the chosen rows only where the lifecycle prints, in the words of spec 000 §5', async () => {
    const user = userEvent.setup();
    const { calls } = renderAs(['reports.printFpre']);
    await listed('APL100126000003');
    await user.click(screen.getByTestId('print-selected'));
    await dialogSays('Please select row first');
    await user.click(within(rowOf('DRF0000000001')).getByRole('checkbox'));
    // The count of the chosen rows is said on the row of the pages, with a way to clear it.
    expect(screen.getByRole('status').textContent).toContain('1 of 3 row(s) selected');
    await user.click(screen.getByTestId('print-selected'));
    await dialogSays('Cannot Printed , To be create I Return');
    await user.click(within(rowOf('DRF0000000001')).getByRole('checkbox'));
    await user.click(within(rowOf('APL100126000002')).getByRole('checkbox'));
    await user.click(screen.getByTestId('print-selected'));
    await dialogSays('Some selected items cannot be printed (invalid Pending Process).');
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Clear selection' }));
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('opens a draft in its creation screen and any other return in its header detail', async () => {
    const user = userEvent.setup();
    // The creation screen reads the draft; without it, it would go back to the search at once.
    const draftDocument: Schemas['ReturnDocument'] = {
      returnId: 1,
      retNumber: 'DRF0000000001',
      returnType: 'NONMTKA',
      draft: true,
      status: 'D',
      stepCode: null,
      route: [],
      version: 2,
      lifecycle: draft.lifecycle,
      customerCode: draft.customerCode,
      customerName: 'Apotek Sehat Sentosa',
      plantCode: '1001',
      plantName: 'Jakarta',
      printStatus: 'N',
      createdUserName: 'user',
      createdByName: 'user',
      createdDate: draft.createdDate,
      invoiceNo: draft.invoiceNo,
      items: [],
    };
    const { router } = renderAs([], undefined, { 'GET /return/{id}': () => draftDocument });
    await listed('DRF0000000001');
    await user.click(within(rowOf('DRF0000000001')).getByTestId('open-return'));
    await arrivesAt(router, '/new-return/non-rtv/non-rtv-detail/1');
    expect(await screen.findByDisplayValue('30000001 - Apotek Sehat Sentosa')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/new-return/non-rtv/non-rtv-detail/1');
  });

  it('puts the Excel beside Search, as Report Details does (issue 30 item 23)', async () => {
    renderAs(['reports.export']);
    await listed('APL100126000003');
    const search = screen.getByRole('button', { name: 'Search' });
    expect(screen.getByTestId('excel-download').closest('.mantine-Group-root')!.contains(search)).toBe(true);
  });
});
