import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInJakarta } from '../../../src/shared/today.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { demoTwoClientInvoice } from '../../../src/server/seed/demoMasterData.ts';
import { passDelivery, submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';
import { salesOrderOf } from '../../fixtures/warehouseReturns.ts';
import { sheetOf, titlesOf } from '../../fixtures/workbook.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Variant = {
  path: string[];
  lines: number;
  share: number;
  medianSeconds: number;
  p90Seconds: number;
  rework: { quantityChanges: number; approvalChanges: number; erpRetries: number; fpreReturned: number; regrouped: number };
};

const tokens = new Map<string, string>();
const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;
const as = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token: await tokenOf(user), ...(payload ? { payload } : {}) });
const variantsAs = async (user: string, query = '') => {
  const answer = await as(user, 'GET', `/api/workflow/variants${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { lines: number; data: Variant[] };
};
const decide = (retNumber: string, decisions: [number, 'A' | 'R'][]) =>
  as(
    'fss',
    'POST',
    `/api/return/${retNumber}/approve`,
    decisions.map(([approvalDetailId, status]) => ({ approvalDetailId, status, ...(status === 'R' ? { remark: 'Not ours' } : {}) })),
  );
const HOUR = 3600;

describe('the variants of the return process', () => {
  it('groups the lines that ended in the period by the path they took, with share, throughput and rework', async () => {
    const sales = await tokenOf('sales_service');
    const photo = () => uploadPhoto(t, sales);
    // Two lines (of clients 800071 and 800072) rejected at FSS/ASM/BM; of another return one rejected and one sent on; a third
    // return's quantity changed before both its lines were rejected; a draft deleted.
    const bothRejected = await submitCleanReturn(t, sales, '101', await photo(), { invoiceNo: demoTwoClientInvoice, lineNumbers: [1, 2] });
    await decide(
      bothRejected.retNumber,
      bothRejected.lineIds.map((id) => [id, 'R'] as [number, 'R']),
    );
    const split = await submitCleanReturn(t, sales, '101', await photo());
    await decide(split.retNumber, [
      [split.lineIds[0]!, 'A'],
      [split.lineIds[1]!, 'R'],
    ]);
    const changed = await submitCleanReturn(t, sales, '101', await photo());
    const { qty } = await t.db.selectFrom('return_items').select('qty').where('return_detail_id', '=', changed.lineIds[0]!).executeTakeFirstOrThrow();
    expect((await as('sales_service', 'PUT', `/api/return/items/${changed.lineIds[0]}`, { qty: Number(qty) / 2 })).statusCode).toBe(200);
    await decide(
      changed.retNumber,
      changed.lineIds.map((id) => [id, 'R'] as [number, 'R']),
    );
    const draft = await submitCleanReturn(t, sales, '101', await photo(), { draft: true });
    expect((await as('sales_service', 'DELETE', `/api/return/${draft.returnId}`)).statusCode).toBe(200);

    // A known history: the five rejected lines took 10, 20, 30, 40 and 50 hours from registration.
    const rejectedLines = [...bothRejected.lineIds, split.lineIds[1]!, ...changed.lineIds];
    for (const [i, id] of rejectedLines.entries()) {
      const { ended_at } = await t.db.selectFrom('line_paths').select('ended_at').where('return_detail_id', '=', id).executeTakeFirstOrThrow();
      await t.db
        .updateTable('line_paths')
        .set({ started_at: new Date(ended_at!.getTime() - (i + 1) * 10 * HOUR * 1000) })
        .where('return_detail_id', '=', id)
        .execute();
    }

    const variants = await variantsAs('display');
    expect(variants.lines).toBe(7);
    expect(variants.data.map((v) => [v.path.join('>'), v.lines])).toEqual([
      ['NEW>SALES>REJECTED', 5],
      ['NEW>DELETED', 2],
    ]);
    const [rejected, deleted] = variants.data as [Variant, Variant];
    expect(rejected.share).toBeCloseTo(5 / 7, 6);
    expect(deleted.share).toBeCloseTo(2 / 7, 6);
    expect(rejected.medianSeconds).toBe(30 * HOUR);
    expect(rejected.p90Seconds).toBe(46 * HOUR);
    expect(rejected.rework).toEqual({ quantityChanges: 1, approvalChanges: 0, erpRetries: 0, fpreReturned: 0, regrouped: 0 });

    // The lines behind a variant.
    const behind = await as('display', 'GET', '/api/workflow/variants/lines?path=NEW>SALES>REJECTED&pageSize=50');
    expect(behind.statusCode, behind.body).toBe(200);
    const listed = behind.json().data as { returnId: number; retNumber: string; throughputSeconds: number; quantityChanges: number }[];
    expect(listed.map((l) => l.retNumber).sort()).toEqual(
      [bothRejected.retNumber, bothRejected.retNumber, split.retNumber, changed.retNumber, changed.retNumber].sort(),
    );
    expect(listed.map((l) => l.throughputSeconds).sort((a, b) => a - b)).toEqual([10, 20, 30, 40, 50].map((h) => h * HOUR));
    expect(listed.filter((l) => l.quantityChanges === 1)).toHaveLength(1);
    // The same rows as a workbook.
    const sheet = await sheetOf(await as('display', 'GET', '/api/workflow/variants/xlsx'));
    expect(titlesOf(sheet).slice(0, 3)).toEqual(['Path', 'Lines', 'Share']);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(2).getCell(2).value, sheet.getRow(3).getCell(2).value]).toEqual([
      'New > FSS/ASM/BM > Rejected',
      5,
      2,
    ]);
    expect(sheet.getRow(2).getCell(6).value).toBe(1);
    // A line still on its way (the approved one at Chief Delivery) is no variant yet.
    expect((await as('display', 'GET', '/api/workflow/variants/lines?path=NEW>SALES>CD&pageSize=50')).json().totalRecord).toBe(0);
  });

  it("narrows by the filters and to the user's plants and clients, and is closed to roles without the charts", async () => {
    const all = await variantsAs('display');
    // The period is of Jakarta's calendar days: after 17:00 UTC Jakarta is a day ahead.
    const today = todayInJakarta();
    expect((await variantsAs('display', '?plantCode=1002')).lines).toBe(0);
    expect((await variantsAs('display', '?reasonCode=135')).lines).toBe(0);
    expect((await variantsAs('display', `?from=${today}&to=${today}`)).lines).toBe(all.lines);
    const ended = await t.db.selectFrom('line_paths').select(['client_code']).where('ended_at', 'is not', null).execute();
    const of800072 = ended.filter((l) => l.client_code === '800072').length;
    expect((await variantsAs('display', '?clientCode=800072')).lines).toBe(of800072);
    // A user of plant 1002 alone and a client user, each given the analysts' role.
    const display = await t.db.selectFrom('roles').select('role_id').where('role_name', '=', 'DISPLAY').executeTakeFirstOrThrow();
    for (const user of ['fss2', 'client2']) {
      const { user_id } = await t.db.selectFrom('users').select('user_id').where('user_name', '=', user).executeTakeFirstOrThrow();
      await t.db.insertInto('user_roles').values({ user_id, role_id: display.role_id }).execute();
    }
    expect((await variantsAs('fss2')).lines).toBe(0);
    expect((await variantsAs('client2')).lines).toBe(of800072);
    expect(of800072).toBeGreaterThan(0);
    expect(of800072).toBeLessThan(all.lines);
    for (const user of ['fss', 'client', 'sales_service']) expect((await as(user, 'GET', '/api/workflow/variants')).statusCode, user).toBe(403);
    expect((await as('display', 'GET', '/api/workflow/variants/lines?path=new')).statusCode).toBe(400);
  });

  it("holds each finished line to the route today's policy gives its return, per week, naming what a deviating line skipped", async () => {
    type Conformance = {
      lines: number;
      conforming: number;
      weeks: { week: string; lines: number; conforming: number }[];
      deviations: {
        path: string[];
        returnType: string;
        reasonCode: string;
        needsClient: boolean;
        route: string[];
        skipped: string[];
        added: string[];
        lines: number;
      }[];
    };
    const conformance = async () => {
      const answer = await as('display', 'GET', '/api/workflow/conformance');
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as Conformance;
    };
    // A return of reason 101 (FSS/ASM/BM, Chief Delivery, Chief Warehouse) taken to its invoice.
    const sales = await tokenOf('sales_service');
    const done = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales));
    await decide(
      done.retNumber,
      done.lineIds.map((id) => [id, 'A'] as [number, 'A']),
    );
    await passDelivery(t, await tokenOf('chief_delivery'), done.retNumber);
    const { return_uom: uom } = await t.db
      .selectFrom('return_items')
      .select('return_uom')
      .where('return_detail_id', '=', done.lineIds[0]!)
      .executeTakeFirstOrThrow();
    const saved = await as('chief_warehouse', 'POST', `/api/return/${done.retNumber}/warehouse`, {
      fpreStatus: 'A',
      items: done.lineIds.map((id) => ({ approvalDetailId: id, qty: 0.01, uom, status: null, remark: null })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await salesOrderOf(t, done.returnId)).so_status).toBe('SUCCESS');
    expect((await as('sales_service', 'POST', `/api/return/${done.returnId}/getInvoice`)).statusCode).toBe(200);

    const kept = await conformance();
    expect(kept.conforming).toBe(kept.lines);
    expect(kept.lines).toBe(7);
    expect(kept.weeks.reduce((n, w) => n + w.lines, 0)).toBe(kept.lines);

    // Head office adds BRQA to reason 101: the finished return skipped it; the lines rejected at FSS/ASM/BM stopped before it.
    const brqaReasons = t.db.updateTable('params').where('param_group_id', '=', 'STEP_APPROVAL').where('param_code', '=', 'ROUTE_BRQA_REASONS');
    await brqaReasons.set({ param_value: '101,102,120,135' }).execute();
    try {
      const changed = await conformance();
      expect(changed.lines).toBe(7);
      expect(changed.conforming).toBe(5);
      expect(changed.deviations).toEqual([
        {
          path: ['NEW', 'SALES', 'CD', 'CW', 'SALES_ORDER', 'INVOICE'],
          returnType: 'NONMTKA',
          reasonCode: '101',
          needsClient: false,
          route: ['SALES', 'BRQA', 'CD', 'CW'],
          skipped: ['BRQA'],
          added: [],
          lines: 2,
        },
      ]);
      const workbook = await as('display', 'GET', '/api/workflow/conformance/xlsx');
      const deviationsSheet = await sheetOf(workbook, 1);
      expect(deviationsSheet.name).toBe('Deviations');
      expect(deviationsSheet.getRow(2).values).toEqual([
        undefined,
        'New > FSS/ASM/BM > Chief Delivery > Chief Warehouse > Sales order > Invoice',
        'NONMTKA',
        '101',
        'No',
        'FSS/ASM/BM > BRQA > Chief Delivery > Chief Warehouse',
        'BRQA',
        undefined,
        2,
      ]);
      const week = changed.weeks.at(-1)!;
      expect([week.lines, week.conforming]).toEqual([7, 5]);
      // The weekly share the screen draws, in the workbook's first sheet (issue 55 item 10).
      const weeksSheet = await sheetOf(workbook);
      expect([weeksSheet.name, ...titlesOf(weeksSheet)]).toEqual(['Weekly share', 'Week of', 'Lines', 'Kept to their route', 'Share']);
      const lastWeek = weeksSheet.getRow(weeksSheet.rowCount).values as unknown[];
      expect(lastWeek.slice(2)).toEqual([7, 5, Math.round((5 / 7) * 10000) / 10000]);
      expect(weeksSheet.rowCount).toBe(changed.weeks.length + 1);
      const deviating = await as('display', 'GET', '/api/workflow/variants/lines?path=NEW>SALES>CD>CW>SALES_ORDER>INVOICE&needsClient=false&reasonCode=101');
      expect(deviating.json().data.map((l: { retNumber: string }) => l.retNumber)).toEqual([done.retNumber, done.retNumber]);
      expect((await as('display', 'GET', '/api/workflow/variants/lines?path=NEW>SALES>CD>CW>SALES_ORDER>INVOICE&needsClient=true')).json().totalRecord).toBe(0);
    } finally {
      await brqaReasons.set({ param_value: '102,120,135' }).execute();
    }
  });

  it("previews a routing change on the last months' lines before it is saved: which would route differently, and each step's lines per week under each policy", async () => {
    const policy = { salesTypes: 'NONMTKA,NOREFNONMTKA', brqaReasons: '101,102,120,135', qahoReasons: '120,135' };
    const preview = await as('admin', 'POST', '/api/workflow/what-if', policy);
    expect(preview.statusCode, preview.body).toBe(200);
    const answer = preview.json() as {
      lines: number;
      changed: number;
      changes: { returnType: string; reasonCode: string; needsClient: boolean; currentRoute: string[]; proposedRoute: string[]; lines: number }[];
      steps: { step: string; week: string; current: number; proposed: number }[];
    };
    // The eight lines of the returns this file registered (the deleted draft's aside), all of reason 101.
    expect([answer.lines, answer.changed]).toEqual([8, 8]);
    expect(answer.changes).toEqual([
      {
        returnType: 'NONMTKA',
        reasonCode: '101',
        needsClient: false,
        currentRoute: ['SALES', 'CD', 'CW'],
        proposedRoute: ['SALES', 'BRQA', 'CD', 'CW'],
        lines: 6,
      },
      {
        returnType: 'NONMTKA',
        reasonCode: '101',
        needsClient: true,
        currentRoute: ['SALES', 'CLIENT', 'CD', 'CW'],
        proposedRoute: ['SALES', 'CLIENT', 'BRQA', 'CD', 'CW'],
        lines: 2,
      },
    ]);
    const brqa = answer.steps.filter((s) => s.step === 'BRQA');
    expect(brqa.reduce((n, s) => n + s.current, 0)).toBe(0);
    expect(brqa.reduce((n, s) => n + s.proposed, 0)).toBe(8);
    // Nothing was saved: today's policy still routes reason 101 past BRQA.
    const saved = await t.db.selectFrom('params').select('param_value').where('param_code', '=', 'ROUTE_BRQA_REASONS').executeTakeFirstOrThrow();
    expect(saved.param_value).toBe('102,120,135');
    // The policy as it stands changes nothing; analysts without the parameters' right are refused.
    const same = await as('admin', 'POST', '/api/workflow/what-if', { ...policy, brqaReasons: '102,120,135', months: 1 });
    expect(same.json().changed).toBe(0);
    expect((await as('display', 'POST', '/api/workflow/what-if', policy)).statusCode).toBe(403);
    expect((await as('admin', 'POST', '/api/workflow/what-if', { ...policy, months: 25 })).statusCode).toBe(400);
  });

  it("projects the median lead time under each policy from each step's measured median wait along the lines' routes", async () => {
    // Each step's moves made to take a known time: FSS/ASM/BM an hour, Chief Delivery two, Chief Warehouse three.
    const hours = { SALES: 1, CD: 2, CW: 3 };
    for (const [step, h] of Object.entries(hours))
      await t.db
        .updateTable('line_steps')
        .set({ entered_at: sql`left_at - make_interval(hours => ${h})` })
        .where('step', '=', step)
        .where('left_at', 'is not', null)
        .execute();
    // Every type routed past FSS/ASM/BM no more: its lines would go to Chief Delivery at once.
    const preview = await as('admin', 'POST', '/api/workflow/what-if', { salesTypes: 'NOREFNONMTKA', brqaReasons: '102,120,135', qahoReasons: '120,135' });
    expect(preview.statusCode, preview.body).toBe(200);
    const answer = preview.json() as { stepPace: { step: string; medianSeconds: number }[]; paceDays: number; leadTime: Record<string, number | null> };
    expect(answer.paceDays).toBe(7);
    for (const [step, h] of Object.entries(hours)) expect(answer.stepPace.find((p) => p.step === step)?.medianSeconds, step).toBe(h * 3600);
    // Six of the eight lines route FSS/ASM/BM → CD → CW (6 h); the two bringing the client in pass it too (6 h and more).
    expect(answer.leadTime).toEqual({ currentMedianSeconds: 6 * 3600, proposedMedianSeconds: 5 * 3600 });
  });
});
