import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '../../src/web/api/client.ts';
import { arrivesAt, dialogSays, listed, renderScreens } from '../fixtures/renderScreens.tsx';
import { answerApi, signedInAs } from '../fixtures/webApi.ts';
import { sentLifecycle } from '../fixtures/sentLifecycle.ts';

const answering: (() => void)[] = [];
/** A new tab (the flows' memories belong to the rendered routes). */
function closeTab() {
  cleanup();
  answering.splice(0).forEach((stop) => stop());
}
afterEach(closeTab);

const item = (approvalDetailId: number): Schemas['DeliveryItem'] => ({
  approvalDetailId,
  line: approvalDetailId,
  materialCode: '10000001',
  materialName: `Material ${approvalDetailId}`,
  rayonType: null,
  batch: 'B1',
  uom: 'PCS',
  returnUom: 'BOX',
  qty: 2,
  nra: 'N',
  clientCode: '800001',
  expiredDate: '2027-01-31',
  attachmentId: null,
  salesmanName: 'Gita Permata',
});

/** A Chief Delivery row with the lifecycle snapshot the server builds from the same columns. */
function deliveryRow(retNumber: string, facts: Partial<Schemas['DeliveryRow']>): Schemas['DeliveryRow'] {
  const row: Omit<Schemas['DeliveryRow'], 'lifecycle'> = {
    returnId: 7,
    retNumber,
    version: 3,
    invoiceNo: '9000000010',
    returnType: 'NONMTKA',
    reasonCode: '101',
    reasonName: 'Damaged',
    customerCode: '30000001',
    customerName: 'Apotek Sehat',
    userName: 'sales_service',
    createdByName: 'Dewi Anggraini',
    docDate: '2026-11-02T03:00:00.000Z',
    plantCode: '1001',
    plantName: 'Jakarta',
    remark: null,
    printStatus: 'N',
    fpreStatus: 'W',
    statusPrint: 'Not Printed',
    printAction: 'Print',
    fpreUploaded: false,
    fpreUploadTime: null,
    fpreFileName: null,
    fareyeStatus: 'Not Send',
    fareye: 'NOT_SENT',
    fareyeDate: null,
    fareyeLastError: null,
    firstPrintDate: null,
    lastPrintDate: null,
    items: [item(71), item(72)],
    ...facts,
  };
  const lifecycle = sentLifecycle(
    { print_status: row.printStatus, fpre_status: row.fpreStatus, fpre_uploaded: row.fpreUploaded, fareye_status: row.fareye },
    [71, 72],
  );
  return { ...row, lifecycle };
}
const notPrinted = deliveryRow('APL100126000001', {});
const waiting = deliveryRow('APL100126000002', {
  printStatus: 'Y',
  statusPrint: 'Printed',
  printAction: 'Reprint',
  fareyeStatus: 'Waiting',
  fareye: 'WAITING',
});
const sent = deliveryRow('APL100126000003', { printStatus: 'Y', statusPrint: 'Printed', printAction: 'Reprint', fareyeStatus: 'Sent', fareye: 'SENT' });
const reupload = deliveryRow('APL100126000004', {
  printStatus: 'Y',
  fpreStatus: 'R',
  statusPrint: 'Reupload',
  printAction: 'Reprint For Reupload',
  fareyeStatus: 'Irrelevant - Cut Off',
  fareye: 'IRRELEVANT',
});

const returnItem = (returnDetailId: number): Schemas['ReturnItem'] => ({
  returnDetailId,
  line: returnDetailId,
  materialCode: '10000001',
  materialName: `Material ${returnDetailId}`,
  batch: 'B1',
  expiredDate: '2027-01-31',
  uom: 'PCS',
  returnUom: 'BOX',
  altUom: [
    { uom: 'BOX', numerator: 10, denumerator: 1 },
    { uom: 'CAR', numerator: 100, denumerator: 1 },
    { uom: 'PCS', numerator: 1, denumerator: 1 },
  ],
  qty: 2,
  baseQty: 20,
  availableQty: null,
  netPrice: 15000,
  nra: 'N',
  crprgp: 'Y',
  clientCode: '800001',
  attachmentId: null,
  remark: null,
  sloc: null,
  approvalStatus: null,
});
const returnDoc: Schemas['ReturnDocument'] = {
  returnId: 7,
  retNumber: 'APL100126000003',
  returnType: 'NONMTKA',
  draft: false,
  status: 'W',
  stepCode: 'CW',
  route: ['SALES', 'CD', 'CW'],
  version: 5,
  lifecycle: sentLifecycle({ step_code: 'CW', print_status: 'Y', fpre_uploaded: true, fareye_status: 'SENT' }, [71, 72]),
  customerCode: '30000001',
  customerName: 'Apotek Sehat',
  plantCode: '1001',
  plantName: 'Jakarta',
  printStatus: 'Y',
  createdUserName: 'sales_service',
  createdByName: 'Dewi Anggraini',
  createdDate: '2026-11-02T03:00:00.000Z',
  items: [returnItem(71), returnItem(72)],
};
const warehouseRow: Schemas['WarehouseRow'] = {
  returnId: 7,
  retNumber: 'APL100126000003',
  version: 5,
  invoiceNo: '9000000010',
  returnType: 'NONMTKA',
  reasonCode: '101',
  reasonName: 'Damaged',
  customerCode: '30000001',
  customerName: 'Apotek Sehat',
  userName: 'sales_service',
  createdByName: 'Dewi Anggraini',
  docDate: '2026-11-02T03:00:00.000Z',
  plantCode: '1001',
  plantName: 'Jakarta',
  remark: null,
  lifecycle: sentLifecycle({ step_code: 'CW', print_status: 'Y', fpre_uploaded: true, fareye_status: 'SENT' }, [71, 72]),
  handoverRemark: 'Handed to the driver',
  fpreUploaded: true,
  fpreUploadTime: '2026-11-03T03:00:00.000Z',
  fpreFileName: 'signed.pdf',
  items: [item(71), item(72)],
};

const page = <T,>(data: T[]) => ({ data, pageNo: 1, pageSize: 10, totalRecord: data.length });

function renderAt(path: string, answers: Record<string, (request: Request) => unknown>) {
  const api = answerApi({ ...signedInAs('chief', ['delivery.chiefDelivery', 'warehouse.chiefWarehouse']), 'GET /param': () => page([]), ...answers });
  answering.push(api.stop);
  return { router: renderScreens(path), calls: api.calls };
}

/** The query of the first request of `key`. */
const firstQuery = (calls: { key: string; request: Request }[], key: string) =>
  Object.fromEntries(new URL(calls.find((c) => c.key === key)!.request.url).searchParams);

/**
 * Searches a list by one text filter, goes on to its next page, opens the row of `retNumber` with
 * the button `open` on the detail titled `detail` and goes Back; the address the list was at,
 * which Back must have come back to.
 */
async function searchPageOpenAndBack(
  router: ReturnType<typeof renderAt>['router'],
  filter: [label: string, name: string, value: string],
  retNumber: string,
  [open, detail]: [string, string],
) {
  const user = userEvent.setup();
  const [label, name, value] = filter;
  await user.type(screen.getByRole('textbox', { name: label }), `${value}{Enter}`);
  await waitFor(() => expect(router.state.location.search).toEqual({ [name]: value }));
  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  await waitFor(() => expect(router.state.location.search).toEqual({ [name]: value, page: 2 }));
  const address = router.state.location.href;
  await user.click(within(rowOf(retNumber)).getByRole('button', { name: open }));
  await screen.findByText(detail, {}, { timeout: 15_000 });
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(router.state.location.href).toBe(address));
  return address;
}

const rowOf = (text: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!;

describe('Chief Delivery screens', () => {
  it('send the detail pages opened without their return back to their lists', async () => {
    const { router } = renderAt('/chief-delivery/delivery-detail', { 'GET /return/delivery': () => page([]) });
    await arrivesAt(router, '/chief-delivery');
    cleanup();
    const warehouse = renderAt('/chief-warehouse/warehouse-detail', { 'GET /return/warehouse': () => page([]) });
    await arrivesAt(warehouse.router, '/chief-warehouse');
  });

  it("show the print and delivery-tracking statuses, and refuse print and upload in the specification's words", async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/chief-delivery/APL 1001 26', { 'GET /return/delivery': () => page([notPrinted, waiting, reupload]) });
    await listed('APL100126000004');
    const query = new URL(calls.find((c) => c.key === 'GET /return/delivery')!.request.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ retNumber: 'APL100126', pageNo: '1', pageSize: '10' });
    expect(within(rowOf('APL100126000004')).getByTestId('print-status').textContent).toBe('Reupload');
    expect(within(rowOf('APL100126000004')).getByRole('button', { name: 'Reprint For Reupload' })).toBeTruthy();
    const irrelevant = within(rowOf('APL100126000004')).getByTestId('fareye-status');
    expect(irrelevant.textContent).toBe('Irrelevant - Cut Off');
    expect(irrelevant.getAttribute('style')).toContain('blue');
    expect(within(rowOf('APL100126000001')).getByTestId('fareye-status').getAttribute('style')).toContain('red');
    expect(within(rowOf('APL100126000002')).getByTestId('fareye-status').getAttribute('style')).toContain('yellow');

    await user.click(screen.getByTestId('print-selected'));
    await dialogSays('Please select row first');
    await user.click(within(rowOf('APL100126000001')).getByRole('button', { name: 'Upload' }));
    await dialogSays('please print FPRE first!');
    await user.click(within(rowOf('APL100126000002')).getByRole('button', { name: 'Upload' }));
    await dialogSays('Waiting Status Fareye!');
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });

  it('start from the filters stored for the user, never from a return number searched once, and store each search without it', async () => {
    const user = userEvent.setup();
    // A return number stored before (issue 30 item 10: the list opened filtered by a dashboard Detail's return, empty).
    const stored = { retNumber: 'APL100126000009', invoiceNo: '', typeReturn: 'NON MTKA', customerName: 'Apotek', customerCode: '', statusPrint: 'R' };
    const profile = signedInAs('chief', ['delivery.chiefDelivery'])['GET /user/me']!(new Request('http://x')) as Schemas['CurrentUser'];
    const { calls } = renderAt('/chief-delivery', {
      'GET /user/me': () => ({ ...profile, preferences: { ...profile.preferences, chiefDeliveryFilters: stored } }),
      'GET /return/delivery': () => page([reupload]),
      'PUT /user/preferences': async (request) => request.clone().json(),
    });
    await listed('APL100126000004');
    expect(firstQuery(calls, 'GET /return/delivery')).toEqual({
      typeReturn: 'NON MTKA',
      customerName: 'Apotek',
      statusPrint: 'R',
      pageNo: '1',
      pageSize: '10',
    });
    await user.type(screen.getByRole('textbox', { name: 'Customer Code' }), '30000001{Enter}');
    await waitFor(() => expect(calls.some((c) => c.key === 'PUT /user/preferences')).toBe(true));
    expect(await calls.find((c) => c.key === 'PUT /user/preferences')!.request.json()).toEqual({
      language: 'en',
      colorScheme: 'light',
      chiefDeliveryFilters: { ...stored, retNumber: '', customerCode: '30000001' },
    });
  });

  it('keep the filters and page in the address, so a reload shows the same search and page, and Back from a return finds it', async () => {
    const answers = {
      'GET /return/delivery': () => ({ ...page([sent]), totalRecord: 25 }),
      'GET /return/{id}': () => ({ ...returnDoc, stepCode: 'CD' }),
      'PUT /user/preferences': async (request: Request) => request.clone().json(),
    };
    const first = renderAt('/chief-delivery', answers);
    await listed('APL100126000003');
    const address = await searchPageOpenAndBack(first.router, ['Customer Name', 'customerName', 'Apotek'], 'APL100126000003', [
      'Upload',
      'Chief Delivery Detail',
    ]);
    expect(address).toBe('/chief-delivery?customerName=Apotek&page=2');

    closeTab();
    // The address wins over the filters stored for the user.
    const profile = signedInAs('chief', ['delivery.chiefDelivery'])['GET /user/me']!(new Request('http://x')) as Schemas['CurrentUser'];
    const stored = { retNumber: '', invoiceNo: '', typeReturn: '', customerName: 'Other', customerCode: '', statusPrint: 'R' };
    const reloaded = renderAt(address, {
      ...answers,
      'GET /user/me': () => ({ ...profile, preferences: { ...profile.preferences, chiefDeliveryFilters: stored } }),
    });
    await listed('APL100126000003');
    expect((screen.getByRole('textbox', { name: 'Customer Name' }) as HTMLInputElement).value).toBe('Apotek');
    expect(firstQuery(reloaded.calls, 'GET /return/delivery')).toEqual({ customerName: 'Apotek', pageNo: '2', pageSize: '10' });
    expect(reloaded.router.state.location.href).toBe(address);
  });

  it("keep a choice across searches, from a return number in the path to the list's own route", async () => {
    const user = userEvent.setup();
    const byNumber = (request: Request) => page([notPrinted, waiting].filter((r) => r.retNumber === new URL(request.url).searchParams.get('retNumber')));
    const { router } = renderAt('/chief-delivery/APL100126000001', { 'GET /return/delivery': byNumber, 'PUT /user/preferences': () => ({}) });
    const box = async (retNumber: string) => {
      await listed(retNumber);
      return within(rowOf(retNumber)).getByRole('checkbox') as HTMLInputElement;
    };
    const searchFor = async (retNumber: string) => {
      const field = screen.getByRole('textbox', { name: 'APL Return Number' });
      await user.clear(field);
      await user.type(field, `${retNumber}{Enter}`);
      await waitFor(() => expect(router.state.location.search).toEqual({ retNumber }));
    };
    await user.click(await box('APL100126000001'));
    await searchFor('APL100126000002');
    expect(router.state.location.pathname).toBe('/chief-delivery');
    await user.click(await box('APL100126000002'));
    await searchFor('APL100126000001');
    expect((await box('APL100126000001')).checked).toBe(true);
  });

  it('check the signed FPRE before sending it, and a reject for its remark', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderAt('/chief-delivery', {
      'GET /return/delivery': () => page([sent]),
      'GET /return/{id}': () => ({ ...returnDoc, stepCode: 'CD' }),
    });
    await listed('APL100126000003');
    await user.click(within(rowOf('APL100126000003')).getByRole('button', { name: 'Upload' }));
    await arrivesAt(router, '/chief-delivery/delivery-detail');
    await screen.findByText('Chief Delivery Detail', {}, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveProperty('disabled', true);

    const chooser = document.querySelector('input[type=file]') as HTMLInputElement;
    // The file chooser's input is hidden; a chosen file arrives as its change.
    const pick = (file: File) => fireEvent.change(chooser, { target: { files: [file] } });
    pick(new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    await dialogSays('The FPRE must be a pdf, png, jpg or jpeg file.');
    pick(new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'signed.pdf', { type: 'application/pdf' }));
    await dialogSays('The maximum upload file is 3MB!');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await dialogSays('Please fill remark reject first!');
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });
});

describe('Chief Warehouse screens', () => {
  async function openDetail(answers: Record<string, (request: Request) => unknown> = {}) {
    const user = userEvent.setup();
    const rendered = renderAt('/chief-warehouse', { 'GET /return/warehouse': () => page([warehouseRow]), 'GET /return/{id}': () => returnDoc, ...answers });
    await listed('APL100126000003');
    await user.click(within(rowOf('APL100126000003')).getByRole('button', { name: 'Confirm FPRE' }));
    await arrivesAt(rendered.router, '/chief-warehouse/warehouse-detail');
    await screen.findByText('Chief Warehouse Detail', {}, { timeout: 15_000 });
    return { user, ...rendered };
  }
  const lines = () => screen.getAllByTestId('warehouse-line');
  const choose = async (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string) => {
    await user.click(input);
    await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
  };

  it('keep the filters and page in the address, so a reload shows the same search and page, and Back from a return finds it', async () => {
    const answers = { 'GET /return/warehouse': () => ({ ...page([warehouseRow]), totalRecord: 25 }), 'GET /return/{id}': () => returnDoc };
    const first = renderAt('/chief-warehouse', answers);
    await listed('APL100126000003');
    const address = await searchPageOpenAndBack(first.router, ['Customer Code', 'customerCode', '30000001'], 'APL100126000003', [
      'Confirm FPRE',
      'Chief Warehouse Detail',
    ]);
    expect(first.router.state.location.search).toEqual({ customerCode: '30000001', page: 2 });

    // The router's own link, and the same written by hand (its code arrives parsed as a number).
    for (const link of [address, '/chief-warehouse?customerCode=30000001&page=2']) {
      closeTab();
      const reloaded = renderAt(link, answers);
      await listed('APL100126000003');
      expect((screen.getByRole('textbox', { name: 'Customer Code' }) as HTMLInputElement).value).toBe('30000001');
      expect(firstQuery(reloaded.calls, 'GET /return/warehouse')).toEqual({ customerCode: '30000001', pageNo: '2', pageSize: '10' });
      expect(reloaded.router.state.location.search).toEqual({ customerCode: '30000001', page: 2 });
    }
  });

  it("keep the actual quantity between 0 and the requested one, and check a save in the specification's order", async () => {
    const { user, calls } = await openDetail();
    expect(screen.getByRole('button', { name: 'signed.pdf' })).toBeTruthy();
    const actual = within(lines()[0]!).getByRole('textbox', { name: 'Actual Qty' }) as HTMLInputElement;
    expect(actual.value).toBe('2');
    // Typed key by key: more than requested becomes the requested, decimals stay, a minus is refused.
    await user.clear(actual);
    await user.type(actual, '7');
    expect(actual.value).toBe('2');
    await user.clear(actual);
    await user.type(actual, '1.5');
    expect(actual.value).toBe('1.5');
    await user.type(actual, '-');
    await user.tab();
    expect(actual.value).toBe('1.5');
    expect(screen.getByText('1.5- is not valid')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Please select status doc first!');
    await choose(user, screen.getByRole('textbox', { name: 'Action For All' }), 'Not OK');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Please fill remark not oke first!');
    await choose(user, screen.getByRole('textbox', { name: 'Action For All' }), 'FPRE OK');
    await user.click(within(lines()[1]!).getByRole('checkbox', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Please fill remark reject first!');
    await user.type(within(lines()[1]!).getByRole('textbox', { name: 'Remark' }), 'Box crushed');
    // 1.5 CAR is 15 BOX: more than the 2 requested.
    await choose(user, within(lines()[0]!).getByRole('textbox', { name: 'UOM' }), 'CAR');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Please do not exceed Requested Qty 2!');
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });

  it('name the return type and its creator as users know them, never by code or login', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/chief-warehouse', { 'GET /return/warehouse': () => page([warehouseRow]), 'GET /return/{id}': () => returnDoc });
    await listed('APL100126000003');
    expect(within(rowOf('APL100126000003')).getByText('Dewi Anggraini')).toBeTruthy();
    const type = screen.getByRole('textbox', { name: 'Type Return' });
    await user.click(type);
    await waitFor(() => expect(type.getAttribute('aria-controls')).toBeTruthy());
    const options = within(document.getElementById(type.getAttribute('aria-controls')!)!).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['All', 'With RTV', 'Without RTV']);
    await user.keyboard('{Escape}');
    await user.click(within(rowOf('APL100126000003')).getByRole('button', { name: 'Confirm FPRE' }));
    await arrivesAt(router, '/chief-warehouse/warehouse-detail');
    expect(((await screen.findByRole('textbox', { name: 'Type Return' }, { timeout: 15_000 })) as HTMLInputElement).value).toBe('Without RTV');
    expect((screen.getByRole('textbox', { name: 'Created By' }) as HTMLInputElement).value).toBe('Dewi Anggraini');
  });

  it('start every line at its requested quantity in the return unit, so only what differs is changed', async () => {
    await openDetail();
    for (const line of lines()) {
      expect((within(line).getByRole('textbox', { name: 'Actual Qty' }) as HTMLInputElement).value).toBe('2');
      expect((within(line).getByRole('textbox', { name: 'UOM' }) as HTMLInputElement).value).toBe('BOX');
    }
  });

  it('asks for a unit taken away, keeps remarks to 255 characters, sends the save and shows the sales order number', async () => {
    let asked = 0;
    const { user, calls } = await openDetail({
      'GET /return/{id}': () => (++asked > 1 ? { ...returnDoc, status: 'A', stepCode: 'END', soStatus: 'SUCCESS', soNo: '5000000123' } : returnDoc),
      'POST /return/{retNumber}/warehouse': () => ({
        status: 200,
        message: 'Data has been saved!',
        data: { retNumber: 'APL100126000003', status: 'A', stepCode: 'END', version: 6 },
      }),
    });
    await choose(user, screen.getByRole('textbox', { name: 'Action For All' }), 'FPRE OK');
    await user.click(within(lines()[1]!).getByRole('button', { name: 'Clear UOM' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Please Input UOM!');
    await choose(user, within(lines()[1]!).getByRole('textbox', { name: 'UOM' }), 'BOX');
    const remark = within(lines()[0]!).getByRole('textbox', { name: 'Remark' }) as HTMLInputElement;
    await user.click(remark);
    await user.paste('x'.repeat(300));
    expect(remark.value).toHaveLength(255);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Return has been Saved, your Sales Order number : 5000000123');
    const sent = calls.filter((c) => c.key === 'POST /return/{retNumber}/warehouse');
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.request.url).searchParams.get('version')).toBe('5');
    expect(await sent[0]!.request.json()).toEqual({
      fpreStatus: 'A',
      remark: null,
      items: [
        { approvalDetailId: 71, qty: 2, uom: 'BOX', status: null, remark: 'x'.repeat(255) },
        { approvalDetailId: 72, qty: 2, uom: 'BOX', status: null, remark: null },
      ],
    });
  });

  it('offer no chevron to expand every row of an empty list (issue 30 item 23)', async () => {
    renderAt('/chief-delivery', { 'GET /return/delivery': () => page([]), 'PUT /user/preferences': async (request: Request) => request.clone().json() });
    await listed('No records found');
    expect(screen.queryByRole('button', { name: /expand all/i })).toBeNull();
  });
});
