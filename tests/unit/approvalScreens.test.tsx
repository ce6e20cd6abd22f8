import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '../../src/web/api/client.ts';
import { arrivesAt, dialogSays, listed, renderScreens } from '../fixtures/renderScreens.tsx';
import { answerApi, problem, signedInAs } from '../fixtures/webApi.ts';

const answering: (() => void)[] = [];
afterEach(() => {
  cleanup();
  answering.splice(0).forEach((stop) => stop());
});

function row(approvalDetailId: number, retNumber: string, stepCode: Schemas['ApprovalRow']['stepCode']): Schemas['ApprovalRow'] {
  return {
    approvalDetailId,
    returnId: approvalDetailId,
    retNumber,
    version: 3,
    stepCode,
    route: ['BRQA', 'QAHO', 'CD', 'CW'],
    invoiceNo: '9000000010',
    returnType: 'NONMTKA',
    reasonCode: '120',
    reasonName: 'Quality',
    customerCode: '30000001',
    customerName: 'Apotek Sehat',
    userName: 'sales_service',
    createdByName: 'Dewi Anggraini',
    docDate: '2026-11-02T03:00:00.000Z',
    plantCode: '1001',
    plantName: 'Jakarta',
    clientCode: '800001',
    clientName: 'Client One',
    line: approvalDetailId,
    materialCode: '10000001',
    materialName: `Material ${approvalDetailId}`,
    rayonType: null,
    batch: 'B1',
    expiredDate: '2027-01-31',
    qty: 1,
    uom: 'BOX',
    returnUom: 'BOX',
    netPrice: 15000,
    nra: 'N',
    crprgp: 'Y',
    principalApproval: false,
    attachmentId: null,
    remark: null,
  };
}
const waiting = [row(11, 'APL100126000001', 'QAHO'), row(12, 'APL100126000001', 'QAHO'), row(21, 'APL100126000002', 'QACLIENT')];

function renderAt(path: string, answers: Record<string, (request: Request) => unknown>) {
  const api = answerApi({ ...signedInAs('qaho', ['approvals.qaho', 'approvals.brqa', 'approvals.client']), ...answers });
  answering.push(api.stop);
  return { router: renderScreens(path), calls: api.calls };
}

const rowBox = (text: string) => within(screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!).getByRole('checkbox');

describe('approval screens', () => {
  it("show on the FSS decision screen the steps each line will pass, its return's stored route: why the client decides where the line brings it (Non CRP, principal approval)", async () => {
    const user = userEvent.setup();
    const route = ['SALES', 'CLIENT', 'BRQA', 'QAHO', 'CD', 'CW'];
    const sales = [
      { ...row(31, 'APL100126000003', 'SALES'), route, crprgp: 'N' },
      { ...row(32, 'APL100126000003', 'SALES'), route, principalApproval: true },
      { ...row(33, 'APL100126000003', 'SALES'), route },
    ];
    const api = answerApi({
      ...signedInAs('fss', ['approvals.sales', 'approvals.sales.decide']),
      'GET /return/myapproval': () => ({ data: sales, pageNo: 1, pageSize: 10, totalRecord: 3 }),
    });
    answering.push(api.stop);
    renderScreens('/fss-asm-bm');
    await listed('Material 33');
    for (const material of ['Material 31', 'Material 32', 'Material 33']) await user.click(rowBox(material));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Approval Decision FSS / ASM / BM Detail');
    const routes = async () =>
      (await screen.findAllByTestId('line-route')).map((cell) =>
        within(cell)
          .getAllByText(/./)
          .map((b) => b.textContent),
      );
    expect(await routes()).toEqual([
      ['FSS / ASM / BM', 'Client (Non CRP)', 'BRQA', 'QA HO', 'Chief Delivery', 'Chief Warehouse'],
      ['FSS / ASM / BM', 'Client (principal approval)', 'BRQA', 'QA HO', 'Chief Delivery', 'Chief Warehouse'],
      ['FSS / ASM / BM', 'Client', 'BRQA', 'QA HO', 'Chief Delivery', 'Chief Warehouse'],
    ]);
  });

  it('keep their filters and page in the address, so a reload shows the same search and page, and Back from a return finds it; Next reads on from the cursor', async () => {
    const user = userEvent.setup();
    const document: Schemas['ReturnDocument'] = {
      returnId: 21,
      retNumber: 'APL100126000002',
      returnType: 'NONMTKA',
      draft: false,
      status: 'W',
      stepCode: 'QACLIENT',
      route: ['BRQA', 'QAHO', 'CD', 'CW'],
      version: 3,
      lifecycle: { value: { inProgress: 'qaho' }, context: {} },
      customerCode: '30000001',
      customerName: 'Apotek Sehat',
      plantCode: '1001',
      plantName: 'Jakarta',
      printStatus: 'N',
      createdUserName: 'sales_service',
      createdByName: 'Dewi Anggraini',
      createdDate: '2026-11-02T03:00:00.000Z',
      items: [],
      soStatus: null,
      soNo: null,
      invoiceReturnNo: null,
    };
    const answers = {
      'GET /return/myapproval': (request: Request) => {
        const pageNo = Number(new URL(request.url).searchParams.get('pageNo'));
        return { data: waiting, pageNo, pageSize: 10, totalRecord: 25, nextCursor: `after-page-${pageNo}` };
      },
      'GET /return/{id}': () => document,
    };
    const first = renderAt('/qa-ho', answers);
    await listed('Material 21');
    await user.type(screen.getByRole('textbox', { name: 'Customer Name' }), 'Apotek{Enter}');
    await waitFor(() => expect(first.router.state.location.search).toEqual({ customerName: 'Apotek' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(first.router.state.location.search).toEqual({ customerName: 'Apotek', page: 2 }));
    const address = first.router.state.location.href;
    expect(address).toBe('/qa-ho?customerName=Apotek&page=2');
    // Next asked for the rows after page 1's last, as the server's cursor names it.
    await waitFor(() =>
      expect(
        first.calls
          .map((c) => new URL(c.request.url).searchParams)
          .find((q) => q.get('pageNo') === '2')
          ?.get('after'),
      ).toBe('after-page-1'),
    );

    await user.click(screen.getAllByRole('button', { name: 'APL100126000002' })[0]!);
    await screen.findByText('QAHO Detail');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(first.router.state.location.href).toBe(address));

    cleanup();
    answering.splice(0).forEach((stop) => stop());
    const reloaded = renderAt(address, answers);
    await listed('Material 21');
    expect((screen.getByRole('textbox', { name: 'Customer Name' }) as HTMLInputElement).value).toBe('Apotek');
    const query = new URL(reloaded.calls.find((c) => c.key === 'GET /return/myapproval')!.request.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ stepCode: 'QAHO', customerName: 'Apotek', pageNo: '2', pageSize: '10' });
    await screen.findByText('11-20 of 25');
    expect(reloaded.router.state.location.search).toEqual({ customerName: 'Apotek', page: 2 });
    expect(reloaded.calls.filter((c) => c.key === 'GET /return/myapproval').map((c) => new URL(c.request.url).searchParams.get('pageNo'))).toEqual(['2']);
  });

  it('read a return afresh each time it is opened, never showing the one read before', async () => {
    const user = userEvent.setup();
    const opened: Schemas['ReturnDocument'][] = [1, 2].map((round) => ({
      returnId: 31,
      retNumber: 'APL100126000003',
      returnType: 'NONMTKA',
      draft: false,
      status: 'W',
      stepCode: 'BRQA',
      route: ['BRQA', 'CD', 'CW'],
      version: 2 + round,
      lifecycle: { value: { inProgress: 'brqa' }, context: {} },
      customerCode: '30000001',
      customerName: 'Apotek Sehat',
      plantCode: '1001',
      plantName: 'Jakarta',
      printStatus: 'N',
      createdUserName: 'sales_service',
      createdByName: round === 1 ? 'Dewi Anggraini' : 'Budi Santoso',
      createdDate: '2026-11-02T03:00:00.000Z',
      items: [],
      soStatus: null,
      soNo: null,
      invoiceReturnNo: null,
    }));
    // The second reading waits until the test lets it through: until then nothing older may show.
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    const { router, calls } = renderAt('/brqa', {
      'GET /return/myapproval': () => ({ data: [row(31, 'APL100126000003', 'BRQA')], pageNo: 1, pageSize: 10, totalRecord: 1 }),
      'GET /return/{id}': async () => {
        const round = calls.filter((c) => c.key === 'GET /return/{id}').length;
        if (round === 2) await held;
        return opened[round - 1];
      },
    });
    const createdBy = () => (screen.getByRole('textbox', { name: 'Created By' }) as HTMLInputElement).value;
    await listed('Material 31');
    await user.click(screen.getByRole('button', { name: 'APL100126000003' }));
    await screen.findByText('Brqa Detail');
    expect(createdBy()).toBe('Dewi Anggraini');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'APL100126000003' }));
    await arrivesAt(router, '/brqa/detail-data');
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /return/{id}')).toHaveLength(2));
    expect(screen.queryByRole('textbox', { name: 'Created By' })).toBeNull();
    letThrough();
    await screen.findByText('Brqa Detail');
    expect(createdBy()).toBe('Budi Santoso');
  });

  it('send a screen opened without its record back to its list', async () => {
    const { router } = renderAt('/brqa/brqa-detail', { 'GET /return/myapproval': () => ({ data: [], pageNo: 1, pageSize: 10, totalRecord: 0 }) });
    await arrivesAt(router, '/brqa');
    cleanup();
    const detail = renderAt('/client/detail-data', { 'GET /return/myapproval': () => ({ data: [], pageNo: 1, pageSize: 10, totalRecord: 0 }) });
    await arrivesAt(detail.router, '/client');
  });

  it("keep the decision screen's work for the tab: back from another flow, the decision screen shows the rows chosen again", async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/qa-ho', { 'GET /return/myapproval': () => ({ data: waiting, pageNo: 1, pageSize: 10, totalRecord: 3 }) });
    await listed('Material 11');
    await user.click(rowBox('Material 11'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Approval Decision QAHO Detail');
    await router.navigate({ to: '/brqa' });
    await listed('Material 11');
    router.history.back();
    // As a creation wizard's, the unsaved decision waits in the tab (issue 54 item 6).
    await arrivesAt(router, '/qa-ho/qaho-detail');
    await screen.findByText('Approval Decision QAHO Detail');
    expect(screen.getByText('Material 11')).toBeTruthy();
  });

  it('open a return from the list on its detail page, and go back to the list', async () => {
    const user = userEvent.setup();
    const document: Schemas['ReturnDocument'] = {
      returnId: 31,
      retNumber: 'APL100126000003',
      returnType: 'NONMTKA',
      draft: false,
      status: 'W',
      stepCode: 'BRQA',
      route: ['BRQA', 'CD', 'CW'],
      version: 3,
      lifecycle: { value: { inProgress: 'brqa' }, context: {} },
      customerCode: '30000001',
      customerName: 'Apotek Sehat',
      plantCode: '1001',
      plantName: 'Jakarta',
      printStatus: 'N',
      createdUserName: 'sales_service',
      createdByName: 'Dewi Anggraini',
      createdDate: '2026-11-02T03:00:00.000Z',
      items: [],
      soStatus: null,
      soNo: null,
      invoiceReturnNo: null,
    };
    const { router, calls } = renderAt('/brqa', {
      'GET /return/myapproval': () => ({ data: [row(31, 'APL100126000003', 'BRQA')], pageNo: 1, pageSize: 10, totalRecord: 1 }),
      'GET /return/{id}': () => document,
    });
    await listed('Material 31');
    await user.click(screen.getByRole('button', { name: 'APL100126000003' }));
    await arrivesAt(router, '/brqa/detail-data');
    expect(new URL(calls.find((c) => c.key === 'GET /return/{id}')!.request.url).pathname).toBe('/api/return/31');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await arrivesAt(router, '/brqa');
  });

  it("refuse Next without a row and with rows at different steps, in the specification's words", async () => {
    const user = userEvent.setup();
    const { router, calls } = renderAt('/qa-ho/APL 1001 26', { 'GET /return/myapproval': () => ({ data: waiting, pageNo: 1, pageSize: 10, totalRecord: 3 }) });
    await listed('Material 21');
    const query = new URL(calls.find((c) => c.key === 'GET /return/myapproval')!.request.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ stepCode: 'QAHO', retNumber: 'APL100126', pageNo: '1', pageSize: '10' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await dialogSays('Please select row first');
    await user.click(rowBox('Material 11'));
    await user.click(rowBox('Material 21'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await dialogSays('Please choose the same status!');
    await user.click(rowBox('Material 21'));
    await user.click(rowBox('Material 12'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Approval Decision QAHO Detail')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/qa-ho/qaho-detail');
  });

  it('check a decision before sending it, then send one call per return and go back to the list, its return number cleared with a note', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderAt('/qa-ho?retNumber=APL100126000001', {
      'GET /return/myapproval': () => ({ data: waiting, pageNo: 1, pageSize: 10, totalRecord: 3 }),
      'POST /return/{retNumber}/approve': () => ({
        status: 200,
        message: 'Data has been saved!',
        data: { retNumber: 'APL100126000001', status: 'W', stepCode: 'QACLIENT', version: 4 },
      }),
    });
    await listed('Material 12');
    await user.click(rowBox('Material 11'));
    await user.click(rowBox('Material 12'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Approval Decision QAHO Detail');
    const lines = () => screen.getAllByTestId('decision-line');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Please select approval material status first!');
    await user.click(within(lines()[0]!).getByRole('radio', { name: 'Approve' }));
    await user.click(within(lines()[1]!).getByRole('radio', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Please fill remark reject first!');
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    await dialogSays('Please fill remark reject all first!');
    expect(calls.some((c) => c.key === 'POST /return/{retNumber}/approve')).toBe(false);

    await user.type(within(lines()[1]!).getByRole('textbox', { name: 'Remark' }), 'Seal broken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Data has been saved!');
    await arrivesAt(router, '/qa-ho');
    // The return it was narrowed to is decided: the list shows what still waits (issue 54 item 6).
    expect(router.state.location.search).toEqual({});
    expect(await screen.findByTestId('return-filter-cleared')).toBeTruthy();
    const sent = calls.filter((c) => c.key === 'POST /return/{retNumber}/approve');
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.request.url).pathname).toBe('/api/return/APL100126000001/approve');
    expect(new URL(sent[0]!.request.url).searchParams.get('version')).toBe('3');
    expect(new URL(sent[0]!.request.url).searchParams.get('stepCode')).toBe('QAHO');
    expect(await sent[0]!.request.json()).toEqual([
      { approvalDetailId: 11, status: 'A', remark: null },
      { approvalDetailId: 12, status: 'R', remark: 'Seal broken' },
    ]);
  });

  it("show the server's message when it refuses, and let the user try again or go back", async () => {
    const user = userEvent.setup();
    let saves = 0;
    const { router } = renderAt('/brqa', {
      'GET /return/myapproval': () => ({ data: [row(31, 'APL100126000003', 'BRQA')], pageNo: 1, pageSize: 10, totalRecord: 1 }),
      // First the server refuses; then the connection is lost.
      'POST /return/{retNumber}/approve': () => {
        if (++saves === 1) return problem(403, 'You are not assigned to decide return APL100126000003 at BRQA.');
        throw new TypeError('Failed to fetch');
      },
    });
    await listed('Material 31');
    await user.click(rowBox('Material 31'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Approval Decision Brqa Detail');
    await user.type(screen.getByRole('textbox', { name: 'Common Remark' }), 'Checked on site');
    await user.click(screen.getByRole('button', { name: 'Approve All' }));
    expect((within(screen.getByTestId('decision-line')).getByRole('textbox', { name: 'Remark' }) as HTMLInputElement).value).toBe('Checked on site');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('You are not assigned to decide return APL100126000003 at BRQA.');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Something went wrong!');
    // Reject All with the common remark filled: every line rejected with it; Back leaves undecided.
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(within(screen.getByTestId('decision-line')).getByRole('radio', { name: 'Reject' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await arrivesAt(router, '/brqa');
  });

  it('say when another tab or decider decided the return meanwhile, and show the list again', async () => {
    const user = userEvent.setup();
    let listReads = 0;
    const { router } = renderAt('/brqa', {
      'GET /return/myapproval': () => ({
        data: listReads++ ? [] : [row(31, 'APL100126000003', 'BRQA')],
        pageNo: 1,
        pageSize: 10,
        totalRecord: listReads > 1 ? 0 : 1,
      }),
      'POST /return/{retNumber}/approve': () => problem(409, 'Return APL100126000003 is not waiting for line decisions.'),
    });
    await listed('Material 31');
    await user.click(rowBox('Material 31'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Approval Decision Brqa Detail');
    await user.click(screen.getByRole('button', { name: 'Approve All' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Someone else decided return APL100126000003 meanwhile. The list now shows what still waits for you.');
    await arrivesAt(router, '/brqa');
    await screen.findByText('No records found');
  });

  it("cut a pasted page of text at the length the search field takes, and count a remark's characters (issue 30 item 20)", async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/brqa', {
      'GET /return/myapproval': () => ({ data: [row(31, 'APL100126000003', 'BRQA')], pageNo: 1, pageSize: 10, totalRecord: 1 }),
    });
    await listed('Material 31');
    const number = screen.getByRole('textbox', { name: 'APL Return Number' }) as HTMLInputElement;
    await user.click(number);
    await user.paste('A'.repeat(10_000));
    expect(number.value).toHaveLength(30);
    await user.type(number, '{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /return/myapproval').length).toBeGreaterThan(1));
    expect(new URL(calls.filter((c) => c.key === 'GET /return/myapproval').at(-1)!.request.url).searchParams.get('retNumber')).toHaveLength(30);
    await user.click(rowBox('Material 31'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const remark = await screen.findByRole('textbox', { name: 'Common Remark' });
    await user.type(remark, 'Seal broken');
    expect(screen.getByText('11 / 255')).toBeTruthy();
  });

  it('keep their flow while the address already names the next screen (issue 30 item 23: "No approval flow at /chief-delivery")', async () => {
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
    try {
      const { router } = renderAt('/brqa', {
        'GET /return/myapproval': () => ({ data: [row(31, 'APL100126000003', 'BRQA')], pageNo: 1, pageSize: 10, totalRecord: 1 }),
      });
      await listed('Material 31');
      await router.navigate({ to: '/chief-delivery' as never });
      await waitFor(() => expect(router.state.location.pathname).toBe('/chief-delivery'));
      expect(errors.filter((e) => e.includes('No approval flow'))).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
