import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '../../src/web/api/client.ts';
import { arrivesAt, listed, renderScreens } from '../fixtures/renderScreens.tsx';
import { answerApi, problem, signedInAs } from '../fixtures/webApi.ts';

const answering: (() => void)[] = [];
afterEach(() => {
  cleanup();
  answering.splice(0).forEach((stop) => stop());
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000).toISOString();

const registration: Schemas['DashboardReturnRow'] = {
  return_id: 7,
  ret_number: 'APL100126000007',
  invoice_ref_no: '9000000010',
  customer_code: '30000001',
  customer_name: 'Apotek Sehat',
  reason: 'Expired',
  plant_name: 'Jakarta',
  username: 'sales_service',
  created_by_name: 'Sari Service',
  created_date: '2026-11-20T03:00:00Z',
  status: 'W',
  step_code: 'SALES',
  pending_user: 'Fajar FSS',
};
const waiting = (return_detail_id: number, ret_number: string, step_code: string): Schemas['DashboardApprovalRow'] => ({
  return_id: return_detail_id,
  return_detail_id,
  ret_number,
  invoice_ref_no: '9000000019',
  customer_code: '30000001',
  customer_name: 'Apotek Sehat',
  material_code: '10000001',
  material_name: `Material ${return_detail_id}`,
  step_code,
  pending_user: 'Citra Client',
  created_date: '2026-11-21T03:00:00Z',
  waiting_since: daysAgo(1),
});
const counts: Schemas['DashboardStepCounts'] = {
  total: 9,
  data: [
    { step_code: 'SALES', total: 4, overdue: 1, oldestSince: daysAgo(3) },
    { step_code: 'CLIENT', overdue: 0, total: 2, oldestSince: daysAgo(1) },
    { step_code: 'BRQA', overdue: 0, total: 0, oldestSince: null },
    { step_code: 'QAHO', overdue: 0, total: 1, oldestSince: daysAgo(2) },
    { step_code: 'CD', overdue: 0, total: 2, oldestSince: daysAgo(5) },
    { step_code: 'CW', overdue: 0, total: 0, oldestSince: null },
  ],
};
const page = <T,>(data: T[], totalRecord = data.length) => ({ data, pageNo: 1, pageSize: 10, totalRecord });

function renderAs(user: string, permissions: string[], answers: Record<string, (request: Request) => unknown>) {
  const api = answerApi({ ...signedInAs(user, permissions), ...answers });
  answering.push(api.stop);
  return { router: renderScreens('/dashboard'), calls: api.calls };
}

describe('the dashboard', () => {
  it('shows a follower of the chain both cards, the per-step counters with the oldest wait, and both tables without Detail on Need Approval', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderAs('display', ['dashboard', 'dashboard.newRegistration', 'dashboard.needApproval', 'dashboard.stepCounters'], {
      'GET /dashboard/return': () => page([registration], 12),
      'GET /dashboard/approval': () => page([waiting(31, 'APL100126000031', 'CLIENT')], 40),
      'GET /query/sp/sp_DashboardpendingProses': () => counts,
      'GET /query/sp/sp_DashboardComplateProsess': () => ({
        total: 15,
        data: [
          { outcome: 'COMPLETED', total: 11 },
          { outcome: 'REJECTED', total: 4 },
        ],
      }),
    });
    await listed('APL100126000007');
    expect(within(screen.getByTestId('card-new-registration')).getByText('12')).toBeTruthy();
    expect(within(screen.getByTestId('card-needs-approval')).getByText('40')).toBeTruthy();
    const sales = screen.getByTestId('step-SALES');
    expect(within(sales).getByText('FSS/ASM/BM')).toBeTruthy();
    expect(within(sales).getByText('4')).toBeTruthy();
    expect(within(sales).getByText('oldest waits 3 days')).toBeTruthy();
    expect(within(sales).getByText('1 past target')).toBeTruthy();
    expect(within(screen.getByTestId('step-CLIENT')).queryByText(/past target/)).toBeNull();
    expect(within(screen.getByTestId('step-CD')).getByText('oldest waits 5 days')).toBeTruthy();
    expect(within(screen.getByTestId('ended-rejected')).getByText('4')).toBeTruthy();
    // The counters are asked as the counter roles ask them: without a user name.
    const asked = calls.find((c) => c.key === 'GET /query/sp/sp_DashboardpendingProses')!;
    expect(new URL(asked.request.url).searchParams.get('username')).toBe('');

    const waitingRow = (await listed('APL100126000031')).closest('tr')!;
    expect(within(waitingRow).queryByRole('button', { name: 'Detail' })).toBeNull();
    const registrationRow = screen.getByText('APL100126000007').closest('tr')!;
    expect(within(registrationRow).getByText('Sari Service')).toBeTruthy();
    // Two tables on one page: no obsolete align attribute, and every id once (issue 30 item 22).
    expect(document.querySelectorAll('[align]')).toHaveLength(0);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    // The headings go down one level at a time below the shell's page title (an h2).
    const levels = [2, ...[...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]))];
    expect(levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1)).toEqual([]);
    await user.click(within(registrationRow).getByRole('button', { name: 'Detail' }));
    await arrivesAt(router, '/report-return/report-header/APL100126000007');
  });

  it('shows a decider their Need Approval rows only, each Detail opening the screen of the step it waits at', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderAs('qaho', ['dashboard', 'dashboard.needApproval', 'dashboard.needApproval.detail'], {
      'GET /dashboard/approval': () => page([waiting(41, 'APL100126000041', 'QACLIENT'), waiting(42, 'APL100126000042', 'QAHO')]),
    });
    const row = (await listed('APL100126000041')).closest('tr')!;
    expect(screen.queryByTestId('card-new-registration')).toBeNull();
    expect(screen.queryByTestId('step-SALES')).toBeNull();
    expect(calls.some((c) => c.key === 'GET /dashboard/return')).toBe(false);
    expect(
      screen
        .getAllByRole('row')
        .map((r) => within(r).queryAllByRole('cell')[0]?.textContent)
        .filter(Boolean),
    ).toEqual(['1', '2']);
    await user.click(within(row).getByRole('button', { name: 'Detail' }));
    await arrivesAt(router, '/qa-ho/APL100126000041');
  });

  it("says 'New Registration is Empty' when nothing is new", async () => {
    renderAs('sales_service', ['dashboard', 'dashboard.newRegistration', 'dashboard.stepCounters'], {
      'GET /dashboard/return': () => page([]),
      'GET /query/sp/sp_DashboardpendingProses': () => counts,
      'GET /query/sp/sp_DashboardComplateProsess': () => ({ total: 0, data: [] }),
    });
    await listed('New Registration is Empty');
    expect(within(screen.getByTestId('card-new-registration')).getByText('0')).toBeTruthy();
  });

  it('shows why a table has no rows when the server refuses it, never an empty list', async () => {
    renderAs('fss', ['dashboard', 'dashboard.needApproval'], {
      'GET /dashboard/approval': () => problem(403, 'The dashboard shows only your own work.'),
    });
    const alert = await listed('The dashboard shows only your own work.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.queryByText('No records found')).toBeNull();
  });

  it('shows a user none of its parts is for the screens they can open, never an empty page (issue 30 item 17)', async () => {
    const menu = [
      { key: 'dashboard', title: 'Dashboard', url: '/dashboard', icon: null, submenu: [] },
      {
        key: 'reports',
        title: 'Report Return',
        url: null,
        icon: null,
        submenu: [{ key: 'reports.header', title: 'Report Header', url: '/report-return/report-header', icon: null, submenu: [] }],
      },
    ];
    const { calls } = renderAs('fpre', ['dashboard', 'reports', 'reports.header'], { 'GET /menu': () => ({ data: menu }) });
    const panel = await screen.findByTestId('your-screens', {}, { timeout: 15_000 });
    expect(within(panel).getByText('Nothing waits for your decision here')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Report Header' }).getAttribute('href')).toBe('/report-return/report-header');
    expect(calls.filter((c) => c.key.startsWith('GET /dashboard') || c.key.startsWith('GET /query'))).toEqual([]);
  });
});
