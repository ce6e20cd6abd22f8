import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { multipartFile, tinyPng } from '../../fixtures/multipart.ts';
import { submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tokens = new Map<string, string>();
const as = async (user: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const token = tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;
  return t.request({ method, url, token, ...(payload ? { payload } : {}) });
};

/** Reads the stored return until `done` holds (bounded): what the outbox worker does comes later. */
async function returnWhen(returnId: number, done: (r: Record<string, unknown>) => boolean) {
  for (let i = 0; i < 400; i++) {
    const r = await t.db.selectFrom('returns').selectAll().where('return_id', '=', returnId).executeTakeFirstOrThrow();
    if (done(r)) return r;
    await sleep(25);
  }
  throw new Error(`return ${returnId} never got there`);
}

describe('the whole chain, through the API alone', () => {
  it('takes a return from sales service through every step of its route to a sales order and a return invoice', async () => {
    const sales = tokens.get('sales_service') ?? tokens.set('sales_service', await t.signIn('sales_service')).get('sales_service')!;
    // Reason 120: SALES → BRQA → QAHO (then QACLIENT) → CD → CW.
    const { retNumber, lineIds } = await submitCleanReturn(t, sales, '120', await uploadPhoto(t, sales));
    const approveAll = lineIds.map((id) => ({ approvalDetailId: id, status: 'A' }));
    for (const [user, step, next] of [
      ['fss', 'SALES', 'BRQA'],
      ['brqa', 'BRQA', 'QAHO'],
      ['qaho', 'QAHO', 'QACLIENT'],
      ['qaho', 'QAHO', 'CD'],
    ] as const) {
      const waiting = (await as(user, 'GET', `/api/return/myapproval?stepCode=${step}&retNumber=${retNumber}`)).json();
      expect(waiting.totalRecord, `${user} at ${step}`).toBe(2);
      expect((await as(user, 'POST', `/api/return/${retNumber}/approve`, approveAll)).json().data.stepCode).toBe(next);
    }

    const listed = (await as('chief_delivery', 'GET', `/api/return/delivery?retNumber=${retNumber}`)).json();
    expect(listed.totalRecord).toBe(1);
    expect((await as('chief_delivery', 'POST', `/api/return/${retNumber}/print`)).statusCode).toBe(200);
    const { return_id: returnId } = await t.db.selectFrom('returns').select('return_id').where('ret_number', '=', retNumber).executeTakeFirstOrThrow();
    await returnWhen(returnId, (r) => r.fareye_status !== 'WAITING');
    const { payload, headers } = multipartFile('file', 'signed-fpre.png', 'image/png', tinyPng);
    const uploaded = await t.request({ method: 'POST', url: `/api/return/${retNumber}/fpre`, payload, headers, token: tokens.get('chief_delivery')! });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(
      (await as('chief_delivery', 'POST', `/api/return/${retNumber}/delivery-decision`, { status: 'A', remark: 'Handed over' })).json().data.stepCode,
    ).toBe('CW');

    const uoms = await t.db.selectFrom('return_items').select(['return_detail_id', 'return_uom']).where('return_id', '=', returnId).orderBy('line').execute();
    const saved = await as('chief_warehouse', 'POST', `/api/return/${retNumber}/warehouse`, {
      fpreStatus: 'A',
      items: uoms.map((l) => ({ approvalDetailId: l.return_detail_id, qty: 0.01, uom: l.return_uom, status: null, remark: null })),
    });
    expect(saved.json().data).toMatchObject({ status: 'A', stepCode: 'END' });
    const ordered = await returnWhen(returnId, (r) => r.so_status !== 'PENDING');
    expect(ordered).toMatchObject({ so_status: 'SUCCESS', so_number: expect.stringMatching(/^6\d{9}$/) });

    expect((await as('sales_service', 'POST', `/api/return/${returnId}/getInvoice`)).statusCode).toBe(200);
    const invoiced = await returnWhen(returnId, (r) => r.return_invoice_no !== null);
    expect(invoiced.return_invoice_no).toMatch(/^9\d{9}$/);

    const document = (await as('sales_service', 'GET', `/api/return/${returnId}`)).json();
    expect(document).toMatchObject({ status: 'A', stepCode: 'END', statusReject: false });
    for (const step of ['sales', 'cd', 'cw', 'overall']) expect(document.leadTimes[step], step).toBeGreaterThanOrEqual(0);
    expect(document.leadTimes.client).toBeNull();
    // Each step's deciders were told by e-mail when the return reached them.
    const told = await t.db
      .selectFrom('email_log as m')
      .innerJoin('users as u', 'u.email', 'm.recipient')
      .select(['u.user_name', 'm.body'])
      .where('m.template_code', '=', 'STEP_ASSIGNED')
      .where('m.subject', '=', `Return ${retNumber} awaits your approval`)
      .execute();
    for (const user of ['fss', 'brqa', 'qaho', 'chief_delivery', 'chief_warehouse'])
      expect(
        told.map((m) => m.user_name),
        user,
      ).toContain(user);
    // Each told of the step by its name, not its code (issue 55 item 13).
    expect(told.find((m) => m.user_name === 'chief_delivery')!.body).toContain('is pending on Chief Delivery and assigned to you');
    expect(told.find((m) => m.user_name === 'qaho')!.body).toContain('is pending on QA-HO and assigned to you');
    const steps = await t.db
      .selectFrom('return_events')
      .select('to_step')
      .where('return_id', '=', returnId)
      .where('event', 'in', ['return.submit', 'step.enter'])
      .orderBy('event_id')
      .execute();
    expect(steps.map((s) => s.to_step)).toEqual(['SALES', 'BRQA', 'QAHO', 'QACLIENT', 'CD', 'CW']);
  });
});
