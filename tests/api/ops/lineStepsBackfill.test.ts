import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineStepsFromEvents } from '../../../src/server/db/migrations/0028_line_steps.ts';
import { linePathsFromSteps } from '../../../src/server/db/migrations/0029_line_paths.ts';
import { createDemoReturns } from '../../../src/server/demo/demoReturns.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { DEMO_PASSWORD } from '../../fixtures/testConfig.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Every line's steps in order, as `step>next` or `step (waiting)`, for the lines of returns that still exist. */
async function lineSteps() {
  const rows = await t.db
    .selectFrom('line_steps as s')
    .innerJoin('returns as r', 'r.return_id', 's.return_id')
    .select(['s.return_detail_id', 's.step', 's.next_step', 's.left_at'])
    .orderBy('s.return_detail_id')
    .orderBy('s.entered_at')
    .orderBy('s.line_step_id')
    .execute();
  const byLine = new Map<number, string[]>();
  for (const s of rows)
    byLine.set(s.return_detail_id, [...(byLine.get(s.return_detail_id) ?? []), `${s.step}${s.left_at ? `>${s.next_step ?? 'end'}` : ' (waiting)'}`]);
  return byLine;
}

/** Every line's path and rework, for the lines of returns that still exist. */
const linePaths = () =>
  t.db
    .selectFrom('line_paths as p')
    .innerJoin('returns as r', 'r.return_id', 'p.return_id')
    .select([
      'p.return_detail_id',
      'p.path',
      'p.quantity_changes',
      'p.approval_changes',
      'p.erp_retries',
      'p.needs_client',
      sql<boolean>`p.ended_at is null`.as('waiting'),
    ])
    .orderBy('p.return_detail_id')
    .execute();

describe('the line steps and paths of returns made before they were kept (migrations 0028, 0029)', () => {
  it('are read from the events exactly as the lifecycle wrote them, for returns in every state of the chain, rework included', async () => {
    await createDemoReturns(t.app, DEMO_PASSWORD);
    const open = async () => (await t.db.selectFrom('outbox').select('outbox_id').where('status', 'in', ['PENDING', 'RUNNING']).execute()).length;
    await expect.poll(open, { timeout: 30_000, interval: 100 }).toBe(0);
    // A line Chief Warehouse rejected, given back to the customer.
    const waiting = await t.db.selectFrom('line_steps').select('return_detail_id').where('step', '=', 'REJECTED').where('left_at', 'is', null).execute();
    expect(waiting.length).toBeGreaterThan(0);
    const token = await t.signIn('sales_service');
    const givenBack = await t.request({ method: 'POST', url: '/api/return/backtocustomer', token, payload: { data: [waiting[0]!.return_detail_id] } });
    expect(givenBack.statusCode, givenBack.body).toBe(200);
    // The invoice of a return whose sales order exists, asked of the ERP.
    const ordered = await t.db.selectFrom('returns').select('return_id').where('so_status', '=', 'SUCCESS').where('return_invoice_no', 'is', null).execute();
    expect(ordered.length).toBeGreaterThan(0);
    const invoiced = await t.request({ method: 'POST', url: `/api/return/${ordered[0]!.return_id}/getInvoice`, token });
    expect(invoiced.statusCode, invoiced.body).toBe(200);

    // Rework: a quantity changed by sales service while at FSS/ASM/BM, and the decider of a return reassigned.
    const atSales = await t.db
      .selectFrom('returns as r')
      .innerJoin('return_items as ri', 'ri.return_id', 'r.return_id')
      .select(['r.ret_number', 'ri.return_detail_id', 'ri.qty'])
      .where('r.status', '=', 'W')
      .where('r.step_code', '=', 'SALES')
      .executeTakeFirstOrThrow();
    const changed = await t.request({
      method: 'PUT',
      url: `/api/return/items/${atSales.return_detail_id}`,
      token,
      payload: { qty: Number(atSales.qty) / 2 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const reassigned = await t.request({
      method: 'POST',
      url: '/api/return/changes',
      token: await t.signIn('operation_ho'),
      payload: { usernameOld: 'fss', usernameNew: 'asm', retNumbers: [atSales.ret_number] },
    });
    expect(reassigned.statusCode, reassigned.body).toBe(200);

    const written = await lineSteps();
    const paths = await linePaths();
    expect(paths.find((p) => p.return_detail_id === atSales.return_detail_id)).toMatchObject({ quantity_changes: 1, approval_changes: 1, waiting: true });
    expect(paths.filter((p) => p.approval_changes === 1).length).toBeGreaterThan(1);
    const ways = [...written.values()].map((steps) => steps.join(', '));
    // The demo's history reaches every kind of end: the invoice, a rejection at a step, Reject Return and its give-back.
    for (const end of ['INVOICE>end', 'REJECTED>end', 'BACK_TO_CUSTOMER>end', 'SALES_ORDER (waiting)', 'CD (waiting)'])
      expect(
        ways.some((p) => p.endsWith(end)),
        end,
      ).toBe(true);

    await t.db.deleteFrom('line_steps').execute();
    await t.db.deleteFrom('line_paths').execute();
    await sql.raw(lineStepsFromEvents).execute(t.db);
    await sql.raw(linePathsFromSteps).execute(t.db);
    expect(await lineSteps()).toEqual(written);
    expect(await linePaths()).toEqual(paths);
  });
});
