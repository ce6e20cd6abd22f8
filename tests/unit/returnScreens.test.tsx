import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '../../src/web/api/client.ts';
import { returnRoutes } from '../../src/web/routes/returnRoutes.ts';
import { arrivesAt, listed, renderScreens } from '../fixtures/renderScreens.tsx';
import { answerApi, signedInAs } from '../fixtures/webApi.ts';

const answering: (() => void)[] = [];
afterEach(() => {
  cleanup();
  answering.splice(0).forEach((stop) => stop());
  sessionStorage.clear();
});

const candidate = (line: number, facts: Partial<Schemas['InvoiceLineCandidate']>): Schemas['InvoiceLineCandidate'] => ({
  uuid: `9000000010-${line}`, invoiceNo: '9000000010', line, taxInvoiceNo: null, po: null, transactionDate: '2026-10-30', customerCode: '30000001',
  customerName: 'Apotek Sehat', customerBlocked: false, plantCode: '1001', materialCode: `1000000${line}`, materialName: `Material ${line}`, batch: 'B1',
  expiredDate: '2027-01-31', uom: 'STRIP', baseUom: 'STRIP', altUom: [], qty: 10, availableQty: 10, netPrice: 5000, crprgp: 'Y', nra: false, blocked: false,
  materialExcluded: false, batchStatus: 'VALID', clientCode: '800071', clientName: 'Client One', division: 'PHARMA', rayonType: null, nonFraction: 'N',
  principalApproval: false, blockRemark: null, ...facts,
});

/** GET /param: the reasons and the routing policy, as the seed has them. */
const params = (request: Request) => {
  const group = new URL(request.url).searchParams.get('paramGroupId');
  const rows =
    group === 'STEP_APPROVAL'
      ? [['ROUTE_SALES_TYPES', 'NONMTKA,NOREFNONMTKA'], ['ROUTE_BRQA_REASONS', '120,135'], ['ROUTE_QAHO_REASONS', '120']]
      : [['101', 'Expired'], ['120', 'Quality']];
  return { data: rows.map(([paramCode, paramValue], i) => ({ paramId: i + 1, paramGroupId: group, paramCode, paramValue })), pageNo: 1, pageSize: 20, totalRecord: rows.length };
};

function renderAt(path: string) {
  const lines = [candidate(1, { crprgp: 'N' }), candidate(2, {})];
  const api = answerApi({
    ...signedInAs('sales_service', ['returns.create', 'returns.nonRtv']),
    'GET /param': params,
    'GET /return/lookup/invoice-lines': () => ({ data: lines, pageNo: 1, pageSize: 10, totalRecord: lines.length }),
  });
  answering.push(api.stop);
  return renderScreens(returnRoutes, path);
}

/** Chooses both lines of the clean invoice on the Without RTV search and goes on to the detail. */
async function toDetail(user: ReturnType<typeof userEvent.setup>, router: ReturnType<typeof renderAt>) {
  await user.type(await screen.findByRole('textbox', { name: 'Invoice Ref Number' }, { timeout: 15_000 }), '9000000010{Enter}');
  await listed('Material 2');
  for (const row of screen.getAllByRole('row').filter((r) => /Material [12]/.test(r.textContent ?? ''))) await user.click(within(row).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await arrivesAt(router, '/new-return/non-rtv/non-rtv-detail');
  await screen.findAllByTestId('detail-line', {}, { timeout: 15_000 });
}

const routes = async () => (await screen.findAllByTestId('line-route')).map((cell) => within(cell).getAllByText(/./).map((b) => b.textContent));

describe('creation screens', () => {
  it('show before saving which lines go to the client and the QA steps the reason adds', async () => {
    const user = userEvent.setup();
    await toDetail(user, renderAt('/new-return/non-rtv'));
    expect(await routes()).toEqual([
      ['FSS / ASM / BM', 'Client (Non CRP)', 'Chief Delivery', 'Chief Warehouse'],
      ['FSS / ASM / BM', 'Chief Delivery', 'Chief Warehouse'],
    ]);
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await user.click(reason);
    await waitFor(() => expect(reason.getAttribute('aria-controls')).toBeTruthy());
    await user.click(within(document.getElementById(reason.getAttribute('aria-controls')!)!).getByRole('option', { name: '120 - Quality', hidden: true }));
    await waitFor(async () =>
      expect(await routes()).toEqual([
        ['FSS / ASM / BM', 'Client (Non CRP)', 'BRQA', 'QA HO', 'Chief Delivery', 'Chief Warehouse'],
        ['FSS / ASM / BM', 'BRQA', 'QA HO', 'Chief Delivery', 'Chief Warehouse'],
      ]),
    );
    expect(screen.getByTestId('return-route').textContent).toBe('Route when saved: FSS / ASM / BM → Client → BRQA → QA HO → Chief Delivery → Chief Warehouse');
  });

  it('ask before Cancel throws the chosen lines away, and keep them when the user says No', async () => {
    const user = userEvent.setup();
    const router = renderAt('/new-return/non-rtv');
    await toDetail(user, router);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByText('Your input has not been saved. Leave and discard it?');
    await user.click(within(question.closest('[role=dialog]') as HTMLElement).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText('Your input has not been saved. Leave and discard it?')).toBeNull());
    expect(router.state.location.pathname).toBe('/new-return/non-rtv/non-rtv-detail');
    expect(screen.getAllByTestId('detail-line')).toHaveLength(2);
  });
});
