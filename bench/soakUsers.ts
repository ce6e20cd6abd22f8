/**
 * The soak's twenty users (issue 57 item 6): what each does again and again for the soak's whole
 * time, as a person at that screen would, with a pause between two requests. Deciders approve the
 * lines of a return of their list (two deciders of a step may meet on one return: the loser's 409
 * is the product's answer, counted as refused, not failed); the others read their lists, the
 * dashboards and the reports, and export Report Header and Report Details to Excel.
 */

/** One request a user makes: its path and, for a decision, its body. */
export interface Ask {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** What the request is, in the soak's tallies. */
  kind: 'list' | 'decision' | 'dashboard' | 'report' | 'export';
}

/** What a user does next, given how the server answered its last read (a page of its list). */
export type Scenario = (read: (path: string) => Promise<unknown>) => AsyncGenerator<Ask>;

const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
const allPlants = 'plantCode=1001,1002,1003';

interface ApprovalPage {
  data: { approvalDetailId: number; retNumber: string; version: number }[];
}

/** A decider at `step`: its list, a return of its first page opened, every line of it approved at the version and step read (as the decision screen sends them). */
function decider(step: 'SALES' | 'BRQA' | 'QAHO'): Scenario {
  return async function* (read) {
    for (;;) {
      const list = `/api/return/myapproval?stepCode=${step}&pageSize=10`;
      yield { method: 'GET', path: list, kind: 'list' };
      const page = (await read(list)) as ApprovalPage;
      const chosen = page.data[Math.floor(Math.random() * page.data.length)];
      if (!chosen) continue;
      const lines = `/api/return/myapproval?stepCode=${step}&pageSize=100&retNumber=${encodeURIComponent(chosen.retNumber)}`;
      yield { method: 'GET', path: lines, kind: 'list' };
      const ofReturn = ((await read(lines)) as ApprovalPage).data;
      if (ofReturn.length === 0) continue;
      yield {
        method: 'POST',
        path: `/api/return/${encodeURIComponent(chosen.retNumber)}/approve?version=${ofReturn[0]!.version}&stepCode=${step}`,
        body: ofReturn.map((line) => ({ approvalDetailId: line.approvalDetailId, status: 'A' })),
        kind: 'decision',
      };
    }
  };
}

/** A user going round the same reads. */
function reader(kind: Ask['kind'], ...paths: string[]): Scenario {
  return async function* () {
    for (;;) for (const path of paths) yield { method: 'GET', path, kind };
  };
}

const exporter = (path: () => string): Scenario =>
  async function* () {
    for (;;) yield { method: 'GET', path: path(), kind: 'export' };
  };

/** The twenty users: who signs in, and what they do. */
export const soakUsers: { user: string; scenario: Scenario }[] = [
  ...['fss', 'fss2', 'asm', 'bm'].map((user) => ({ user, scenario: decider('SALES') })),
  ...['brqa', 'brqa2'].map((user) => ({ user, scenario: decider('BRQA') })),
  ...['qaho', 'qaho'].map((user) => ({ user, scenario: decider('QAHO') })),
  { user: 'client', scenario: reader('list', '/api/return/myapproval?stepCode=CLIENT&pageSize=10') },
  { user: 'chief_delivery', scenario: reader('list', '/api/return/delivery?pageSize=10', '/api/return/delivery?pageSize=10&statusPrint=N') },
  { user: 'chief_warehouse', scenario: reader('list', '/api/return/warehouse?pageSize=10', '/api/return/reject?pageSize=10') },
  { user: 'fss', scenario: reader('dashboard', '/api/dashboard/approval?pageSize=10', '/api/query/sp/sp_DashboardpendingProses?username=') },
  {
    user: 'display',
    scenario: reader('dashboard', '/api/dashboard/return?pageSize=10', '/api/dashboard/approval?pageSize=10', '/api/query/sp/sp_DashboardComplateProsess'),
  },
  { user: 'display', scenario: reader('dashboard', '/api/query/sp/sp_DashboardpendingProses?username=', '/api/workflow/lifecycle/states') },
  {
    user: 'sales_service',
    scenario: reader('report', '/api/return?plantCode=1001&pageSize=10', '/api/return?plantCode=1001&customerName=apotek&pageSize=10&pageNo=2'),
  },
  {
    user: 'sales_service',
    scenario: reader('report', '/api/return/items?plantCode=1001&pageSize=10', '/api/return/items?plantCode=1001&materialName=para&pageSize=10'),
  },
  { user: 'display', scenario: reader('report', `/api/return?${allPlants}&pageSize=10`, `/api/return/items?${allPlants}&pageSize=10`) },
  { user: 'operation_ho', scenario: reader('report', `/api/return?${allPlants}&clientCode=800071&pageSize=25&stepCode=CD`) },
  { user: 'display', scenario: exporter(() => `/api/return/xlsx?startDate=${day(7)}&endDate=${day(0)}&${allPlants}`) },
  { user: 'sales_service', scenario: exporter(() => `/api/return/detailxlsx?startDate=${day(7)}&endDate=${day(0)}&plantCode=1001`) },
];
