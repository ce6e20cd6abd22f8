import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '../../src/web/api/client.ts';
import { dialogSays, listed, renderScreens } from '../fixtures/renderScreens.tsx';
import { answerApi, signedInAs } from '../fixtures/webApi.ts';

const answering: (() => void)[] = [];
afterEach(() => {
  cleanup();
  answering.splice(0).forEach((stop) => stop());
});

function row(returnd_id: number, retNumber: string, line: number): Schemas['ReportLineRow'] {
  return {
    returnd_id,
    return_id: 7,
    ret_number: retNumber,
    rtv_no: null,
    sales_office: 'SO01',
    plant_code: '1001',
    plant_name: 'Jakarta',
    customer_code: '30000001',
    customer_name: 'Apotek Sehat',
    invoice_ref_no: '9000000010',
    line,
    soNo: null,
    invoiceReturnNo: null,
    reason_name: 'Expired',
    created_date: '2026-11-02T03:05:00.000Z',
    status: 'W',
    status_reject: false,
    step_code: 'SALES',
    client_code: '800071',
    client_name: 'Client One',
    material_code: '10000001',
    material_name: `Material ${line}`,
    customer_group3: null,
    PH3: null,
    return_qty: 2,
    base_return_qty: 20,
    return_uom: 'BOX',
    base_uom: 'PCS',
    net_price: 15000,
    exp_date: '2027-01-31',
    type_prod: null,
  };
}

const searchOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

function renderAt(path: string, permissions: string[]) {
  /** Whether the router was still loading the screen when each page was asked (its route's loader asked it), or done (the screen did). */
  const askedWhile: string[] = [];
  const shown: { router?: ReturnType<typeof renderScreens> } = {};
  const api = answerApi({
    ...signedInAs('sales_service', ['reports.detail', ...permissions]),
    'GET /return/items': (request) => {
      askedWhile.push(shown.router?.state.status ?? 'pending');
      return {
        data: [row(71, 'APL100126000007', 10), row(72, 'APL100126000007', 20)],
        pageNo: Number(searchOf(request).pageNo),
        pageSize: Number(searchOf(request).pageSize),
        totalRecord: 2,
      };
    },
    'GET /param': () => ({ data: [{ paramId: 1, paramGroupId: 'REASON', paramCode: '101', paramValue: 'Expired' }], pageNo: 1, pageSize: 20, totalRecord: 1 }),
  });
  answering.push(api.stop);
  shown.router = renderScreens(path);
  return { router: shown.router, calls: api.calls, askedWhile };
}

const listCalls = (calls: { key: string; request: Request }[]) => calls.filter((c) => c.key === 'GET /return/items').map((c) => searchOf(c.request));

describe('Report Details (the item list)', () => {
  it("searches a return number in the path at once in the user's plants, 25 lines a page, each opening its item report", async () => {
    const { calls } = renderAt('/report-return/report-detail/APL%20100126000007', []);
    await listed('Material 20');
    expect(listCalls(calls)[0]).toEqual({ retNumber: 'APL100126000007', plantCode: '1001', pageNo: '1', pageSize: '25' });
    expect(screen.getAllByRole('link', { name: 'APL100126000007' })[0]!.getAttribute('href')).toBe('/report-return/report-detail/detail/71');
    expect(screen.getAllByRole('cell', { name: 'Pending On FSS/ASM/BM' })).toHaveLength(2);
    // The requested quantity beside its unit, the base quantity beside the base unit (issue 30 item 11: 2 BOX read "20 BOX").
    const cells = within(screen.getAllByRole('row').find((r) => r.textContent?.includes('Material 10'))!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    const at = cells.indexOf('BOX');
    expect(cells.slice(at - 1, at + 3)).toEqual(['2', 'BOX', '20', 'PCS']);
  });

  it("searches the profile's plants on arrival, keeps the search in the address, and asks for a plant", async () => {
    const user = userEvent.setup();
    const { router, calls, askedWhile } = renderAt('/report-return/report-detail', ['reports.export']);
    await listed('Material 10');
    expect(listCalls(calls)).toEqual([{ plantCode: '1001', pageNo: '1', pageSize: '10' }]);
    // The route loaded the page before the screen showed (issue 54 item 1); the screen did not ask again.
    expect(askedWhile).toEqual(['pending']);
    await user.type(screen.getByRole('textbox', { name: 'Material Name' }), 'para{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ materialName: 'para', plantCode: '1001' }));
    await listed('Material 10');
    expect(listCalls(calls).at(-1)).toEqual({ materialName: 'para', plantCode: '1001', pageNo: '1', pageSize: '10' });
    // The Excel wants both registration dates first (spec 000 §5).
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await dialogSays('Please Input Registration Date!');
    expect(calls.some((c) => c.key === 'GET /return/detailxlsx')).toBe(false);
    // Emptying the plants: the search is refused before it is asked.
    await user.type(screen.getByRole('textbox', { name: 'Plants' }), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await dialogSays('Please select plant');
  });

  it('offers the Excel only to reports.export holders', async () => {
    renderAt('/report-return/report-detail', []);
    await screen.findByRole('button', { name: 'Search' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Excel' })).toBeNull();
  });
});
