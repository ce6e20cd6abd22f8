import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { returnAtDelivery, submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = async (user: string, url: string) => t.request({ method: 'GET', url, token: await t.signIn(user) });
const ok = async (user: string, url: string) => {
  const answer = await get(user, url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

/** Every row of a dashboard table for the user, walked by its cursor. */
async function everyRow(user: string, path: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  let url = `${path}?pageSize=50`;
  for (let pageNo = 1; ; pageNo++) {
    const page = await ok(user, url);
    rows.push(...page.data);
    if (!page.nextCursor) return rows;
    url = `${path}?pageSize=50&pageNo=${pageNo + 1}&after=${page.nextCursor}`;
  }
}

describe("the dashboard's New Registration table", () => {
  it("lists a submitted return until its first approval, newest first, with the spec's columns", async () => {
    const sales = await t.signIn('sales_service');
    const fresh = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    const page = await ok('sales_service', '/api/dashboard/return?username=sales_service');
    expect(page.data[0]).toEqual({
      return_id: fresh.returnId,
      ret_number: fresh.retNumber,
      invoice_ref_no: '9000000010',
      customer_code: '30000001',
      customer_name: expect.any(String),
      reason: 'Expired',
      plant_name: expect.stringContaining('Jakarta'),
      username: 'sales_service',
      created_by_name: expect.any(String),
      created_date: expect.any(String),
      status: 'W',
      step_code: 'SALES',
      pending_user: expect.any(String),
    });
    const fss = await t.db.selectFrom('users').select('full_name').where('user_name', '=', 'fss').executeTakeFirstOrThrow();
    expect(page.data[0].pending_user).toContain(fss.full_name);

    // Its total is the card's: the new returns of the user's plants in the database.
    const inDb = await t.db
      .selectFrom('returns')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '=', 'W')
      .where('approved_by_anyone', '=', false)
      .where('plant_code', '=', '1001')
      .executeTakeFirstOrThrow();
    expect(page.totalRecord).toBe(inDb.n);

    // The first approval makes it no longer new.
    const approved = await t.request({
      method: 'POST',
      url: `/api/return/${fresh.retNumber}/approve`,
      token: await t.signIn('fss'),
      payload: fresh.lineIds.map((id) => ({ approvalDetailId: id, status: 'A' })),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await everyRow('sales_service', '/api/dashboard/return');
    expect(after.map((r) => r.ret_number)).not.toContain(fresh.retNumber);
    expect(after.length).toBe(inDb.n - 1);
  });

  it("shows only the user's plants, sorts by a column on the server, and is closed to the deciders", async () => {
    const sales = await t.signIn('sales_service');
    const fresh = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    const secondPlant = await everyRow('fss2', '/api/dashboard/approval');
    expect(secondPlant.map((r) => r.ret_number)).not.toContain(fresh.retNumber);
    expect((await get('fss', '/api/dashboard/return')).statusCode).toBe(403);

    const byCustomer = await ok('display', '/api/dashboard/return?sortBy=ret_number&sortDir=desc&pageSize=50');
    const numbers = byCustomer.data.map((r: { ret_number: string }) => r.ret_number);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(byCustomer.nextCursor).toBeUndefined();
    expect((await get('display', '/api/dashboard/return?sortBy=__proto__')).statusCode).toBe(400);
    // The lists are the signed-in user's: another user's name is refused, not answered.
    expect((await get('display', '/api/dashboard/return?username=admin')).statusCode).toBe(403);
  });
});

describe("the dashboard's Need Approval table", () => {
  it("gives a decider the lines assigned to them and the chain's followers every waiting line of their plants", async () => {
    const sales = await t.signIn('sales_service');
    const fresh = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    const mine = await everyRow('fss', '/api/dashboard/approval');
    const ours = mine.filter((r) => r.ret_number === fresh.retNumber);
    expect(ours.map((r) => r.return_detail_id)).toEqual(fresh.lineIds);
    expect(ours[0]).toMatchObject({ step_code: 'SALES', invoice_ref_no: '9000000010', material_name: expect.any(String), pending_user: expect.any(String) });
    // fss's rows are exactly the undecided lines of the returns assigned to fss where they wait.
    const assigned = await t.db
      .selectFrom('return_items as ri')
      .innerJoin('returns as r', 'r.return_id', 'ri.return_id')
      .innerJoin('return_assignments as a', (j) => j.onRef('a.return_id', '=', 'r.return_id').onRef('a.step_code', '=', 'r.step_code'))
      .innerJoin('users as u', 'u.user_id', 'a.user_id')
      .select('ri.return_detail_id')
      .where('u.user_name', '=', 'fss')
      .where('r.status', '=', 'W')
      .where('ri.approval_status', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('return_decisions as d')
              .select('d.decision_id')
              .whereRef('d.return_detail_id', '=', 'ri.return_detail_id')
              .whereRef('d.step_code', '=', 'r.step_code'),
          ),
        ),
      )
      .execute();
    expect(mine.map((r) => r.return_detail_id).sort()).toEqual(assigned.map((a) => a.return_detail_id).sort());

    const display = await everyRow('display', '/api/dashboard/approval');
    expect(display.filter((r) => r.ret_number === fresh.retNumber)).toHaveLength(2);
    expect(display.length).toBeGreaterThan(mine.length);
    // Of another plant, neither its decider nor a follower limited to that plant sees it.
    expect((await everyRow('fss2', '/api/dashboard/approval')).some((r) => r.ret_number === fresh.retNumber)).toBe(false);
    expect((await get('sales_service', '/api/dashboard/approval')).statusCode).toBe(403);
  });

  it('shows a client user only the lines of their clients', async () => {
    // Invoice 9000000020's lines 1 and 2 are of clients 800071 and 800072, both Non CRP: the return waits for both at CLIENT.
    const sales = await t.signIn('sales_service');
    const both = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales), { invoiceNo: '9000000020', lineNumbers: [1, 2] });
    const approved = await t.request({
      method: 'POST',
      url: `/api/return/${both.retNumber}/approve`,
      token: await t.signIn('fss'),
      payload: both.lineIds.map((id) => ({ approvalDetailId: id, status: 'A' })),
    });
    expect(approved.json().data.stepCode).toBe('CLIENT');
    const client2Lines = await everyRow('client2', '/api/dashboard/approval');
    expect(client2Lines.filter((r) => r.ret_number === both.retNumber).map((r) => r.return_detail_id)).toEqual([both.lineIds[1]]);
    const clients = await t.db
      .selectFrom('return_items')
      .select('client_code')
      .where(
        'return_detail_id',
        'in',
        client2Lines.map((r) => r.return_detail_id as number),
      )
      .execute();
    expect(new Set(clients.map((c) => c.client_code))).toEqual(new Set(['800072']));
  });

  it('pages by its cursor to the same rows as by page number', async () => {
    const byCursor = await everyRow('display', '/api/dashboard/approval');
    const byNumber: unknown[] = [];
    for (let pageNo = 1; byNumber.length < byCursor.length; pageNo++) {
      const page = await ok('display', `/api/dashboard/approval?pageSize=50&pageNo=${pageNo}`);
      if (!page.data.length) break;
      byNumber.push(...page.data);
    }
    expect(byNumber).toEqual(byCursor);
  });
});

describe('the per-step counters and the ended processes', () => {
  type Counts = { total: number; data: { step_code: string; total: number; oldestSince: string | null }[] };
  const countOf = (counts: Counts, step: string) => counts.data.find((d) => d.step_code === step)!;

  it("count every waiting return of the follower's plants per step, QA Client with QA HO, with the oldest's wait", async () => {
    const sales = await t.signIn('sales_service');
    await returnAtDelivery(t, sales, await t.signIn('fss'));
    const counts: Counts = await ok('display', '/api/query/sp/sp_DashboardpendingProses?username=');
    expect(counts.data.map((d) => d.step_code)).toEqual(['SALES', 'CLIENT', 'BRQA', 'QAHO', 'CD', 'CW']);
    const plants = await t.db
      .selectFrom('user_plants as up')
      .innerJoin('users as u', 'u.user_id', 'up.user_id')
      .select('up.plant_code')
      .where('u.user_name', '=', 'display')
      .execute();
    const inDb = await t.db
      .selectFrom('returns')
      .select([
        sql<string>`case when step_code = 'QACLIENT' then 'QAHO' else step_code end`.as('step'),
        sql<number>`count(*)::int`.as('n'),
        sql<Date>`min(state_entered_at)`.as('oldest'),
      ])
      .where('status', '=', 'W')
      .where(
        'plant_code',
        'in',
        plants.map((p) => p.plant_code),
      )
      .groupBy(sql`case when step_code = 'QACLIENT' then 'QAHO' else step_code end`)
      .execute();
    for (const row of inDb) {
      expect(countOf(counts, row.step).total, row.step).toBe(row.n);
      expect(Date.parse(countOf(counts, row.step).oldestSince!)).toBe(new Date(row.oldest).getTime());
    }
    expect(counts.total).toBe(inDb.reduce((n, r) => n + r.n, 0));
    expect(countOf(counts, 'CD').total).toBeGreaterThan(0);
  });

  it("count a decider's own assignments, never another user's", async () => {
    const sales = await t.signIn('sales_service');
    const before: Counts = await ok('fss', '/api/query/sp/sp_DashboardpendingProses?username=fss');
    await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    const after: Counts = await ok('fss', '/api/query/sp/sp_DashboardpendingProses');
    expect(countOf(after, 'SALES').total).toBe(countOf(before, 'SALES').total + 1);
    expect(after.total).toBe(before.total + 1);
    expect((await get('fss', '/api/query/sp/sp_DashboardpendingProses?username=display')).statusCode).toBe(403);
    // A follower asking with their own name gets their own assignments: display decides nothing.
    expect((await ok('display', '/api/query/sp/sp_DashboardpendingProses?username=display')).total).toBe(0);
  });

  it("count the ended processes of the user's plants, for the counter roles only", async () => {
    const ended = await ok('operation_ho', '/api/query/sp/sp_DashboardComplateProsess');
    const inDb = await t.db
      .selectFrom('returns')
      .select([
        sql<number>`count(*) filter (where status = 'A' and not status_reject)::int`.as('completed'),
        sql<number>`count(*) filter (where status = 'R' or status_reject)::int`.as('rejected'),
      ])
      .executeTakeFirstOrThrow();
    expect(ended.data).toEqual([
      { outcome: 'COMPLETED', total: inDb.completed },
      { outcome: 'REJECTED', total: inDb.rejected },
    ]);
    expect((await get('fss', '/api/query/sp/sp_DashboardComplateProsess')).statusCode).toBe(403);
  });

  it('tell a decider in the quick panel how many returns await them', async () => {
    const counts: Counts = await ok('fss', '/api/query/sp/sp_DashboardpendingProses');
    const notifications = await ok('fss', '/api/user/me/notifications');
    expect(notifications.data).toContainEqual({ kind: 'approvalsAwaiting', count: counts.total, url: '/dashboard' });
  });
});

describe('where a decider is sent', () => {
  it("the step-assigned e-mail links to the screen the dashboard's Detail opens for that step", async () => {
    const sales = await t.signIn('sales_service');
    const fresh = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    const mails = await t.db
      .selectFrom('email_log')
      .select('body')
      .where('template_code', '=', 'STEP_ASSIGNED')
      .where('body', 'like', `%${fresh.retNumber}%`)
      .execute();
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.body).toContain(`/fss-asm-bm/${fresh.retNumber}`);
  });
});
