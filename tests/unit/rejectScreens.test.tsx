import { afterEach, describe, expect, it } from 'vitest';
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

function rejected(returnDetailId: number, retNumber: string, invoiceNo: string): Schemas['RejectedLine'] {
  return {
    returnDetailId,
    retNumber,
    invoiceNo,
    returnType: 'NONMTKA',
    customerCode: '30000001',
    customerName: 'Apotek Sehat',
    plantCode: '1001',
    line: 1,
    materialCode: '10000001',
    materialName: `Material ${returnDetailId}`,
    batch: 'B1',
    expiredDate: '2027-01-31',
    qty: 0.5,
    returnUom: 'BOX',
    nonFraction: 'N',
    rejectRemark: 'Box crushed',
  };
}
const lines = [rejected(11, 'APL100126000001', '9000000010'), rejected(12, 'APL100126000002', '9000000010'), rejected(21, 'APL100126000003', '9000000013')];

function renderAt(path: string, answers: Record<string, (request: Request) => unknown>, permissions = ['rejects.rejectReturn', 'approvals.changes']) {
  const api = answerApi({ ...signedInAs('chief_warehouse', permissions), ...answers });
  answering.push(api.stop);
  return { router: renderScreens(path), calls: api.calls };
}
const rowBox = (text: string) => within(screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!).getByRole('checkbox');

/** Chooses the line of `retNumber` on the list and goes on to Reject Back To Customer. */
async function toGiveBack(user: ReturnType<typeof userEvent.setup>, router: ReturnType<typeof renderAt>['router'], retNumber: string) {
  await listed(retNumber);
  await user.click(rowBox(retNumber));
  await user.click(screen.getByRole('button', { name: 'Reject Back To Customer' }));
  await arrivesAt(router, '/reject-return/back-customer');
}

describe('Reject Return', () => {
  it('keeps its filters and page in the address, so a reload shows the same search and page', async () => {
    const user = userEvent.setup();
    const answers = { 'GET /return/reject': () => ({ data: lines, pageNo: 1, pageSize: 10, totalRecord: 25 }) };
    const first = renderAt('/reject-return', answers);
    await listed('APL100126000001');
    await user.type(screen.getByRole('textbox', { name: 'Customer Name' }), 'Apotek{Enter}');
    await waitFor(() => expect(first.router.state.location.search).toEqual({ customerName: 'Apotek' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(first.router.state.location.search).toEqual({ customerName: 'Apotek', page: 2 }));
    const address = first.router.state.location.href;
    expect(address).toBe('/reject-return?customerName=Apotek&page=2');

    cleanup();
    answering.splice(0).forEach((stop) => stop());
    const reloaded = renderAt(address, answers);
    await listed('APL100126000001');
    expect((screen.getByRole('textbox', { name: 'Customer Name' }) as HTMLInputElement).value).toBe('Apotek');
    const query = new URL(reloaded.calls.find((c) => c.key === 'GET /return/reject')!.request.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ customerName: 'Apotek', pageNo: '2', pageSize: '10' });
    await screen.findByText('11-20 of 25');
    expect(reloaded.router.state.location.search).toEqual({ customerName: 'Apotek', page: 2 });
  });

  it("goes on only with lines of one invoice, and checks the reject quantities in the specification's words", async () => {
    const user = userEvent.setup();
    const { router, calls } = renderAt('/reject-return', {
      'GET /return/reject': () => ({ data: lines, pageNo: 1, pageSize: 10, totalRecord: 3 }),
      'POST /return/reject/regroup': () => ({
        status: 200,
        message: 'Saved',
        data: { returnId: 90, retNumber: 'APL100126000099', status: 'W', stepCode: 'SALES' },
      }),
    });
    await listed('APL100126000001');
    await user.click(screen.getByRole('button', { name: 'Create New APL Return Number' }));
    await dialogSays('Please select row first');
    await user.click(rowBox('APL100126000001'));
    await user.click(rowBox('APL100126000003'));
    await user.click(screen.getByRole('button', { name: 'Reject Back To Customer' }));
    await dialogSays('Please choose the same invoice No!');
    await user.click(rowBox('APL100126000003'));
    await user.click(rowBox('APL100126000002'));
    await user.click(screen.getByRole('button', { name: 'Create New APL Return Number' }));
    await arrivesAt(router, '/reject-return/detail-new');

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await dialogSays('Please fill qty first!');
    const [first, second] = screen.getAllByRole('textbox', { name: /Reject Qty of line/ });
    await user.type(first!, '0.5');
    await user.type(second!, '0.75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays("please don't exceed requested qty");
    expect(calls.some((c) => c.key === 'POST /return/reject/regroup')).toBe(false);
    await user.clear(second!);
    await user.type(second!, '0.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('New APL Return Number APL100126000099 has been created.');
    const sent = calls.find((c) => c.key === 'POST /return/reject/regroup')!;
    expect(await sent.request.json()).toEqual({
      items: [
        { returnDetailId: 11, qty: 0.5 },
        { returnDetailId: 12, qty: 0.25 },
      ],
    });
    await arrivesAt(router, '/reject-return');
  });

  it("gives the chosen lines back to the customer, says so in the specification's words, and shows the list of the same search read again", async () => {
    const user = userEvent.setup();
    let given = false;
    const { router, calls } = renderAt('/reject-return?retNumber=APL100126000002', {
      'GET /return/reject': () => (given ? { data: [], pageNo: 1, pageSize: 10, totalRecord: 0 } : { data: lines, pageNo: 1, pageSize: 10, totalRecord: 3 }),
      'POST /return/backtocustomer': () => {
        given = true;
        return { status: 200, message: 'Data has been back to customer!' };
      },
    });
    await toGiveBack(user, router, 'APL100126000002');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await dialogSays('Data has been back to customer!');
    expect(await calls.find((c) => c.key === 'POST /return/backtocustomer')!.request.json()).toEqual({ data: [12] });
    await arrivesAt(router, '/reject-return');
    expect(router.state.location.search).toEqual({ retNumber: 'APL100126000002' });
    await screen.findByText('No records found');
  });

  it('shows the server refusing a regroup, keeps the typed quantities, and Back returns to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/reject-return', {
      'GET /return/reject': () => ({ data: lines, pageNo: 1, pageSize: 10, totalRecord: 3 }),
      'POST /return/reject/regroup': () => problem(409, 'A chosen line is not a rejected line waiting in Reject Return.'),
    });
    await listed('APL100126000001');
    await user.click(rowBox('APL100126000001'));
    await user.click(screen.getByRole('button', { name: 'Create New APL Return Number' }));
    await arrivesAt(router, '/reject-return/detail-new');
    const [qty] = await screen.findAllByRole('textbox', { name: /Reject Qty of line/ });
    await user.type(qty!, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('A chosen line is not a rejected line waiting in Reject Return.');
    expect(router.state.location.pathname).toBe('/reject-return/detail-new');
    expect((screen.getByRole('textbox', { name: /Reject Qty of line/ }) as HTMLInputElement).value).toBe('0.5');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await arrivesAt(router, '/reject-return');
    await toGiveBack(user, router, 'APL100126000002');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await arrivesAt(router, '/reject-return');
  });

  it('goes back to its list when a screen is opened without lines, and shows the server refusing a give-back', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/reject-return/back-customer', {
      'GET /return/reject': () => ({ data: lines, pageNo: 1, pageSize: 10, totalRecord: 3 }),
      'POST /return/backtocustomer': () => problem(409, 'A chosen line is not a rejected line waiting in Reject Return.'),
    });
    await arrivesAt(router, '/reject-return');
    await toGiveBack(user, router, 'APL100126000002');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await dialogSays('A chosen line is not a rejected line waiting in Reject Return.');
    expect(router.state.location.pathname).toBe('/reject-return/back-customer');
  });
});
