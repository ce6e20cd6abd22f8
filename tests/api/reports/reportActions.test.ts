import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifecycleOf } from '../../../src/web/features/returns/lifecycleOf.ts';
import { returnCompleted, returnPrinted, tokensOf } from '../../fixtures/reportReturns.ts';
import { storedWhen } from '../../fixtures/returns.ts';
import { returnAtDelivery, submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/**
 * The Report Header's actions (spec 000 §2.5, §4, §5, §6): each offered by the row's lifecycle
 * snapshot where the server then accepts it, refused (in the lifecycle's words) where it does not,
 * and only to the roles that hold it, within their scope.
 */
let t: TestApp;
let tokenOf: (user: string) => Promise<string>;

beforeAll(async () => {
  t = await startTestApp();
  tokenOf = tokensOf(t);
});
afterAll(() => t.close());

const stored = (returnId: number, app = t) =>
  app.db
    .selectFrom('returns')
    .select(['status', 'step_code', 'version', 'print_status', 'last_print_date'])
    .where('return_id', '=', returnId)
    .executeTakeFirstOrThrow();

/** The return's Report Header row, as `user` sees it. */
async function rowOf(retNumber: string, user = 'sales_service', app = t, tokens = tokenOf) {
  const answer = await app.request({ method: 'GET', url: `/api/return?plantCode=1001&retNumber=${retNumber}`, token: await tokens(user) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data[0] as Record<string, unknown> & { lifecycle: never; version: number };
}
const offers = async (retNumber: string, event: string, app = t, tokens = tokenOf) =>
  lifecycleOf(await rowOf(retNumber, 'sales_service', app, tokens)).can({ type: event } as never);

const reject = async (returnId: number, remark: unknown, user = 'sales_service', query = '') =>
  t.request({ method: 'POST', url: `/api/return/reject/${returnId}${query}`, token: await tokenOf(user), payload: remark === undefined ? {} : { remark } });

const fresh = async (options: Parameters<typeof submitCleanReturn>[4] = {}) => {
  const sales = await tokenOf('sales_service');
  return submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales), options);
};

describe('Reject (POST /return/reject/{id})', () => {
  it('needs remarks, and rejects a fresh return as a whole', async () => {
    const { returnId, retNumber } = await fresh();
    expect(await offers(retNumber, 'return.reject')).toBe(true);
    const before = await stored(returnId);
    for (const remark of [undefined, null, '', '   ']) {
      const refused = await reject(returnId, remark);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ detail: 'You need to write remarks!', field: 'remark' });
    }
    expect(await stored(returnId)).toEqual(before);
    const done = await reject(returnId, 'Customer withdrew the claim', 'sales_service', `?version=${before.version}`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ retNumber, status: 'R', stepCode: null });
    expect(await stored(returnId)).toMatchObject({ status: 'R', step_code: null });
    const event = await t.db
      .selectFrom('return_events')
      .select(['event', 'remark', 'user_name'])
      .where('return_id', '=', returnId)
      .where('event', '=', 'return.reject')
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ event: 'return.reject', remark: 'Customer withdrew the claim', user_name: 'sales_service' });
    expect((await rowOf(retNumber)).approvalStatus).toBe('R');
    expect(await offers(retNumber, 'return.reject')).toBe(false);
    expect((await reject(returnId, 'Again')).statusCode).toBe(409);
  });

  it("is refused after someone approved, after the print and on a draft, in the lifecycle's words, changing nothing", async () => {
    const approved = await returnAtDelivery(t, await tokenOf('sales_service'), await tokenOf('fss'));
    const printed = await returnPrinted(t, tokenOf);
    // With RTV and reason 101 the return goes straight to Chief Delivery: nobody approved it, only the print stands in the way.
    const withRtv = await fresh({ returnType: 'MTKA', lineNumbers: [3] });
    expect((await stored(withRtv.returnId)).step_code).toBe('CD');
    expect(await offers(withRtv.retNumber, 'return.reject')).toBe(true);
    expect((await t.request({ method: 'POST', url: `/api/return/${withRtv.retNumber}/print`, token: await tokenOf('chief_delivery') })).statusCode).toBe(200);
    const draft = await fresh({ draft: true });
    for (const retNumber of [approved, printed, withRtv.retNumber]) {
      const { returnId } = await t.db.selectFrom('returns').select('return_id as returnId').where('ret_number', '=', retNumber).executeTakeFirstOrThrow();
      expect(await offers(retNumber, 'return.reject'), retNumber).toBe(false);
      const before = await stored(returnId);
      const refused = await reject(returnId, 'Too late');
      expect(refused.statusCode, retNumber).toBe(409);
      expect(refused.json().detail).toBe(`Return ${retNumber} can no longer be rejected: its FPRE was printed or a line was approved.`);
      expect(await stored(returnId)).toEqual(before);
    }
    const onDraft = await reject(draft.returnId, 'Not a return yet');
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().detail).toBe(`Return ${draft.retNumber} can no longer be rejected: it is a draft or has ended.`);
  });

  it('is for sales service and the administrators only, on what they saw, within their scope', async () => {
    const { returnId } = await fresh();
    for (const user of ['fss', 'display', 'chief_delivery', 'operation_ho'])
      expect((await reject(returnId, 'Not mine to reject', user)).statusCode, user).toBe(403);
    const { version } = await stored(returnId);
    expect((await reject(returnId, 'Seen before a change', 'admin', `?version=${version + 1}`)).statusCode).toBe(409);
    expect((await reject(2147483647, 'Nowhere', 'admin')).statusCode).toBe(404);
    expect((await stored(returnId)).status).toBe('W');
    expect((await reject(returnId, 'Administrator rejects', 'admin')).statusCode).toBe(200);
  });
});

describe('Delete draft (DELETE /return/{id})', () => {
  it('deletes a draft for sales service, and nothing else for anyone', async () => {
    const draft = await fresh({ draft: true });
    const submitted = await fresh();
    expect(await offers(draft.retNumber, 'return.delete')).toBe(true);
    expect(await offers(submitted.retNumber, 'return.delete')).toBe(false);
    const del = async (returnId: number, user = 'sales_service') => t.request({ method: 'DELETE', url: `/api/return/${returnId}`, token: await tokenOf(user) });
    expect((await del(draft.returnId, 'fss')).statusCode).toBe(403);
    expect((await del(submitted.returnId)).statusCode).toBe(409);
    const deleted = await del(draft.returnId);
    expect(deleted.json()).toEqual({ status: 200, message: `Draft ${draft.retNumber} has been deleted.` });
    expect(await t.db.selectFrom('returns').select('return_id').where('return_id', '=', draft.returnId).executeTakeFirst()).toBeUndefined();
  });
});

describe('Print FPRE from the Report Header', () => {
  it('lets fss print returns of its plants at CD, CW or the end without an assignment, and refuses drafts and earlier steps with the §5 messages', async () => {
    const atCd = await returnAtDelivery(t, await tokenOf('sales_service'), await tokenOf('fss'));
    const atSales = await fresh();
    const draft = await fresh({ draft: true });
    expect(lifecycleOf(await rowOf(atCd, 'fss')).can({ type: 'fpre.print' })).toBe(true);
    const print = async (retNumber: string, user = 'fss') => t.request({ method: 'POST', url: `/api/return/${retNumber}/print`, token: await tokenOf(user) });
    const printed = await print(atCd);
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.json().data).toMatchObject({ printStatus: 'Y' });
    expect((await rowOf(atCd, 'fss')).printStatus).toBe('Y');
    expect((await print(atSales.retNumber)).json()).toMatchObject({ status: 409, detail: 'Some selected items cannot be printed (invalid Pending Process).' });
    expect((await print(draft.retNumber)).json()).toMatchObject({ status: 409, detail: 'Cannot Printed , To be create I Return' });
    // The combined form, as the Print button downloads it after the print calls.
    const form = await t.request({ method: 'GET', url: `/api/return/multiform?id=${atCd}`, token: await tokenOf('fss') });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toBe('application/pdf');
    // Nobody else's plants, and not for roles without Print FPRE.
    expect((await print(atCd, 'chief_delivery2')).statusCode).toBe(404);
    expect((await print(atCd, 'fss2')).statusCode).toBe(404);
    expect((await print(atCd, 'sales_service')).statusCode).toBe(403);
    expect((await print(atCd, 'display')).statusCode).toBe(403);
  });
});

describe('the ERP and delivery-tracking retries', () => {
  it('offers Get Invoice once the sales order exists, and asks the ERP for it', async () => {
    const { retNumber, returnId } = await returnCompleted(t, tokenOf);
    expect(await offers(retNumber, 'invoice.found')).toBe(true);
    expect((await t.request({ method: 'POST', url: `/api/return/${returnId}/getInvoice`, token: await tokenOf('display') })).statusCode).toBe(403);
    const answer = await t.request({ method: 'POST', url: `/api/return/${returnId}/getInvoice`, token: await tokenOf('sales_service') });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.retNumber).toBe(retNumber);
  });

  it('offers Retry Send To SAP and Retry Post Fareye where they failed, and queues them again for sales service', async () => {
    const failing = await startTestApp({ erpSimulator: { failure: 'always', latencyMs: 0 }, fareyeSimulator: { failure: 'always', latencyMs: 0 } });
    try {
      const tokens = tokensOf(failing);
      await failing.db.updateTable('plants').set({ cut_off_date: '2000-01-01', is_live: true }).where('plant_code', '=', '1001').execute();
      // Admin uploads past the failed delivery tracking; the ERP fails the sales order.
      const { retNumber } = await returnCompleted(failing, tokens, 'admin');
      const row = await rowOf(retNumber, 'sales_service', failing, tokens);
      expect(row).toMatchObject({ soStatus: 'FAILED', fareyeStatus: 'Error' });
      expect(row.soLastError).toBeTruthy();
      expect(await offers(retNumber, 'salesOrder.retry', failing, tokens)).toBe(true);
      expect(await offers(retNumber, 'fareye.retry', failing, tokens)).toBe(true);
      expect(await offers(retNumber, 'invoice.found', failing, tokens)).toBe(false);

      expect((await failing.request({ method: 'POST', url: `/api/request/${retNumber}/fareye`, token: await tokens('fss') })).statusCode).toBe(403);
      const fareye = await failing.request({ method: 'POST', url: `/api/request/${retNumber}/fareye`, token: await tokens('sales_service') });
      expect(fareye.statusCode, fareye.body).toBe(200);
      expect(fareye.json().data.fareyeStatus).toBe('Waiting');
      await storedWhen(failing, retNumber, (r) => r.fareye_status === 'ERROR');
      // The old client's GET does the same.
      expect((await failing.request({ method: 'GET', url: `/api/request/${retNumber}/fareye`, token: await tokens('sales_service') })).statusCode).toBe(200);

      const retried = await failing.request({ method: 'POST', url: `/api/return/${retNumber}/sendSO`, token: await tokens('sales_service') });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(await offers(retNumber, 'salesOrder.retry', failing, tokens)).toBe(false);
      expect((await failing.request({ method: 'POST', url: `/api/return/${retNumber}/sendSO`, token: await tokens('sales_service') })).statusCode).toBe(409);
    } finally {
      await failing.close();
    }
  });
});
