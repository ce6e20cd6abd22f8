import { setTimeout as sleep } from 'node:timers/promises';
import { demoFullName } from '../../../src/server/seed/demoFoundation.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { demoCleanInvoice } from '../../../src/server/seed/demoMasterData.ts';
import { returnAtDelivery } from '../../fixtures/returns.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { multipartFile, tinyPng } from '../../fixtures/multipart.ts';
import { createActor, type EventFrom } from 'xstate';
import { chiefDeliveryFlow } from '../../../machines/delivery/chiefDeliveryFlow.ts';
import { deliveryMessages } from '../../../machines/delivery/deliveryRules.ts';
import { lifecycleOf } from '../../../src/web/features/returns/lifecycleOf.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tokens = new Map<TestApp, Map<string, string>>();
async function tokenOf(user: string, app = t): Promise<string> {
  const known = tokens.get(app) ?? tokens.set(app, new Map()).get(app)!;
  return known.get(user) ?? known.set(user, await app.signIn(user)).get(user)!;
}

/** A return of two clean lines (reason 101: SALES → CD → CW), approved by fss: pending on Chief Delivery. */
const atDelivery = async (app = t) => returnAtDelivery(app, await tokenOf('sales_service', app), await tokenOf('fss', app));

const print = async (retNumber: string, user = 'chief_delivery', app = t, query = '') =>
  app.request({ method: 'POST', url: `/api/return/${retNumber}/print${query}`, token: await tokenOf(user, app) });
const upload = async (retNumber: string, file: { name: string; type: string; content: Buffer }, user = 'chief_delivery', app = t) =>
  app.request({
    method: 'POST',
    url: `/api/return/${retNumber}/fpre`,
    ...multipartFile('file', file.name, file.type, file.content),
    token: await tokenOf(user, app),
  });
const decide = async (retNumber: string, payload: object, user = 'chief_delivery', query = '') =>
  t.request({ method: 'POST', url: `/api/return/${retNumber}/delivery-decision${query}`, token: await tokenOf(user), payload });
const pngFile = { name: 'signed.png', type: 'image/png', content: tinyPng };

const stored = (retNumber: string, app = t) =>
  app.db
    .selectFrom('returns')
    .select([
      'return_id',
      'status',
      'status_reject',
      'step_code',
      'version',
      'print_status',
      'first_print_date',
      'last_print_date',
      'fpre_uploaded',
      'fareye_status',
      'fareye_last_error',
      'fareye_date',
      'cd_status',
      'cd_remark',
    ])
    .where('ret_number', '=', retNumber)
    .executeTakeFirstOrThrow();

/** Waits until every delivery-tracking job of the return has ended (bounded), then answers them in order. */
async function fareyeJobs(retNumber: string, app = t) {
  const { return_id } = await stored(retNumber, app);
  for (let i = 0; i < 400; i++) {
    const jobs = await app.db
      .selectFrom('outbox')
      .select(['outbox_id', 'status', 'attempts', 'result_message'])
      .where('kind', '=', 'fareye.post')
      .where(sql`payload->>'returnId'`, '=', String(return_id))
      .orderBy('outbox_id')
      .execute();
    if (jobs.length && jobs.every((j) => j.status === 'DONE' || j.status === 'FAILED')) return jobs;
    await sleep(25);
  }
  throw new Error(`the delivery-tracking jobs of ${retNumber} did not end`);
}

const setPlant = (values: { cut_off_date?: string | null; is_live?: boolean }) =>
  t.db.updateTable('plants').set(values).where('plant_code', '=', '1001').execute();

describe('Chief Delivery', () => {
  it('prints, waits for delivery tracking, takes the signed FPRE and hands the return to Chief Warehouse', async () => {
    await setPlant({ cut_off_date: '2000-01-01', is_live: true });
    const retNumber = await atDelivery();
    const printed = await print(retNumber);
    expect(printed.json()).toMatchObject({ status: 200, data: { retNumber, printStatus: 'Y', fareyeStatus: 'Waiting', stepCode: 'CD' } });

    const [job] = await fareyeJobs(retNumber);
    expect(job).toMatchObject({ status: 'DONE', attempts: 1, result_message: `Return request ${retNumber} received. Reference FE-${retNumber}.` });
    const log = await t.db.selectFrom('api_log').selectAll().where('outbox_id', '=', job!.outbox_id).execute();
    expect(log).toMatchObject([
      {
        system: 'FAREYE',
        operation: 'postReturnRequest',
        response_status: 201,
        method: 'POST',
        url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/fareye\/v1\/return-requests$/),
        error: null,
      },
    ]);
    expect(await stored(retNumber)).toMatchObject({ fareye_status: 'SENT', fareye_last_error: null });
    expect((await stored(retNumber)).fareye_date).not.toBeNull();

    expect((await upload(retNumber, pngFile)).json()).toMatchObject({ status: 200, data: { fpreUploaded: true, fareyeStatus: 'Sent' } });
    const approved = await decide(retNumber, { status: 'A', remark: 'Handed over to the driver' });
    expect(approved.json()).toMatchObject({ status: 200, data: { status: 'W', stepCode: 'CW' } });
    const r = await stored(retNumber);
    expect(r).toMatchObject({ step_code: 'CW', cd_status: 'A', cd_remark: 'Handed over to the driver' });
    const cw = await t.db
      .selectFrom('return_assignments as a')
      .innerJoin('users as u', 'u.user_id', 'a.user_id')
      .select('u.user_name')
      .where('a.return_id', '=', r.return_id)
      .where('a.step_code', '=', 'CW')
      .execute();
    expect(cw.map((a) => a.user_name)).toEqual(['chief_warehouse']);
    const events = await t.db
      .selectFrom('return_events')
      .select(['event', 'user_name', 'to_step'])
      .where('return_id', '=', r.return_id)
      .where('event', 'not in', ['line.decide', 'return.submit'])
      .orderBy('event_id')
      .execute();
    expect(events.map((e) => `${e.event} ${e.user_name} ${e.to_step}`)).toEqual([
      'step.enter fss CD',
      'fpre.print chief_delivery CD',
      'fareye.answer SYSTEM CD',
      'fpre.upload chief_delivery CD',
      'delivery.approve chief_delivery CW',
      'step.enter chief_delivery CW',
    ]);
  });

  it('keeps the first print date on a reprint and decides delivery tracking only once', async () => {
    await setPlant({ cut_off_date: '2999-12-31', is_live: true });
    const retNumber = await atDelivery();
    expect((await print(retNumber)).json().data.fareyeStatus).toBe('Irrelevant - Cut Off');
    const first = await stored(retNumber);
    await setPlant({ cut_off_date: '2000-01-01' });
    const again = await print(retNumber);
    expect(again.json()).toMatchObject({ message: `The FPRE of return ${retNumber} was printed again.`, data: { fareyeStatus: 'Irrelevant - Cut Off' } });
    const second = await stored(retNumber);
    expect(second.first_print_date).toEqual(first.first_print_date);
    expect(second.last_print_date!.getTime()).toBeGreaterThanOrEqual(first.last_print_date!.getTime());
    expect(second.version).toBe(first.version + 1);
    const jobs = await t.db
      .selectFrom('outbox')
      .select('outbox_id')
      .where('kind', '=', 'fareye.post')
      .where(sql`payload->>'returnId'`, '=', String(first.return_id))
      .execute();
    expect(jobs).toEqual([]);
    // Irrelevant tracking does not hold the upload back.
    expect((await upload(retNumber, pngFile)).statusCode).toBe(200);
  });

  it('marks delivery tracking irrelevant for a plant that is not live, with the reason', async () => {
    await setPlant({ cut_off_date: '2000-01-01', is_live: false });
    try {
      const retNumber = await atDelivery();
      expect((await print(retNumber)).json().data.fareyeStatus).toBe('Irrelevant - Plant');
      expect((await stored(retNumber)).fareye_last_error).toBe('Plant 1001 is not go live for delivery tracking.');
    } finally {
      await setPlant({ is_live: true });
    }
  });

  it('refuses the upload before the first print', async () => {
    const retNumber = await atDelivery();
    const before = await stored(retNumber);
    const refused = await upload(retNumber, pngFile);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('please print FPRE first!');
    expect(await stored(retNumber)).toEqual(before);
    expect(await t.db.selectFrom('fpre_documents').select('return_id').where('return_id', '=', before.return_id).execute()).toEqual([]);
  });

  it('takes pdf, png and jpeg by content, refuses other content and files over 3 MB while streaming', async () => {
    await setPlant({ cut_off_date: '2999-12-31', is_live: true });
    const retNumber = await atDelivery();
    await print(retNumber);
    const text = await upload(retNumber, { name: 'signed.pdf', type: 'application/pdf', content: Buffer.from('not a document at all') });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ detail: 'The FPRE must be a pdf, png, jpg or jpeg file.', field: 'file' });
    const big = await upload(retNumber, { name: 'big.png', type: 'image/png', content: Buffer.concat([tinyPng, Buffer.alloc(3 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('The maximum upload file is 3MB!');
    expect((await stored(retNumber)).fpre_uploaded).toBe(false);

    // A .pdf name with png bytes is a png.
    expect((await upload(retNumber, { name: 'signed.pdf', type: 'application/pdf', content: tinyPng })).statusCode).toBe(200);
    const opened = await t.request({ method: 'GET', url: `/api/return/${retNumber}/fpre`, token: await tokenOf('chief_warehouse') });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.rawPayload).toEqual(tinyPng);
    expect((await upload(retNumber, pngFile)).json().detail).toBe('The signed FPRE is uploaded already; delete it first to upload another.');

    // That an FPRE is uploaded, and since when, are kept together by the lifecycle.
    const uploadedAt = async () =>
      await t.db.selectFrom('returns').select(['fpre_uploaded', 'fpre_uploaded_at']).where('ret_number', '=', retNumber).executeTakeFirstOrThrow();
    expect(await uploadedAt()).toEqual({ fpre_uploaded: true, fpre_uploaded_at: expect.any(Date) });
    const deleted = await t.request({ method: 'DELETE', url: `/api/return/${retNumber}/fpre`, token: await tokenOf('chief_delivery') });
    expect(deleted.json()).toMatchObject({ status: 200, data: { fpreUploaded: false } });
    expect(await uploadedAt()).toEqual({ fpre_uploaded: false, fpre_uploaded_at: null });
    expect((await t.request({ method: 'GET', url: `/api/return/${retNumber}/fpre`, token: await tokenOf('chief_delivery') })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/return/${retNumber}/fpre`, token: await tokenOf('chief_delivery') })).statusCode).toBe(409);

    const pdf = Buffer.from(await (await PDFDocument.create()).addPage().doc.save());
    expect((await upload(retNumber, { name: 'signed.pdf', type: 'application/pdf', content: pdf })).statusCode).toBe(200);
    const document = await t.request({ method: 'GET', url: `/api/return/${retNumber}/fpre`, token: await tokenOf('chief_delivery') });
    expect(document.headers['content-type']).toBe('application/pdf');
    // Outside the return's plants the document does not exist.
    expect((await t.request({ method: 'GET', url: `/api/return/${retNumber}/fpre`, token: await tokenOf('chief_delivery2') })).statusCode).toBe(404);
  });

  it('rejects the whole return only with a remark, ending it rejected', async () => {
    const retNumber = await atDelivery();
    const missing = await decide(retNumber, { status: 'R', remark: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ detail: 'Please fill remark reject first!', field: 'remark' });
    const rejected = await decide(retNumber, { status: 'R', remark: 'Goods not at the customer' });
    expect(rejected.json()).toMatchObject({ status: 200, data: { status: 'A', stepCode: 'END' } });
    const r = await stored(retNumber);
    expect(r).toMatchObject({ status: 'A', status_reject: true, cd_status: 'R', cd_remark: 'Goods not at the customer' });
    const lines = await t.db.selectFrom('return_items').select('approval_status').where('return_id', '=', r.return_id).execute();
    expect(lines.map((l) => l.approval_status)).toEqual(['R', 'R']);
  });

  it('answers 409 to a refused or stale event and changes nothing', async () => {
    await setPlant({ cut_off_date: '2999-12-31', is_live: true });
    const retNumber = await atDelivery();
    const before = await stored(retNumber);
    const noFpre = await decide(retNumber, { status: 'A' });
    expect(noFpre.statusCode).toBe(409);
    expect(noFpre.json().detail).toBe(`Please upload the signed FPRE of return ${retNumber} first.`);
    expect((await t.request({ method: 'POST', url: `/api/request/${retNumber}/fareye`, token: await tokenOf('chief_delivery') })).statusCode).toBe(409);
    expect(await stored(retNumber)).toEqual(before);

    expect((await print(retNumber, 'chief_delivery', t, `?version=${before.version}`)).statusCode).toBe(200);
    const stale = await print(retNumber, 'chief_delivery', t, `?version=${before.version}`);
    expect(stale.statusCode).toBe(409);
    const printed = await stored(retNumber);
    expect(printed.version).toBe(before.version + 1);
    expect((await decide(retNumber, { status: 'R', remark: 'Too late' }, 'chief_delivery', `?version=${before.version}`)).statusCode).toBe(409);
    expect(await stored(retNumber)).toEqual(printed);

    await upload(retNumber, pngFile);
    await decide(retNumber, { status: 'A' });
    // At Chief Warehouse the FPRE may be printed again, but Chief Delivery decides no more.
    expect((await print(retNumber)).json()).toMatchObject({ status: 200, data: { stepCode: 'CW', printStatus: 'Y' } });
    expect((await decide(retNumber, { status: 'R', remark: 'Changed my mind' })).statusCode).toBe(409);
  });

  it('lets only assigned Chief Delivery users of the plant act, and administrators', async () => {
    const retNumber = await atDelivery();
    // FSS prints from the Report Header (reports.printFpre, tests/api/reports/reportActions.test.ts); sales service prints nowhere.
    expect((await print(retNumber, 'sales_service')).statusCode).toBe(403);
    expect((await print(retNumber, 'chief_delivery2')).statusCode).toBe(404);
    const { return_id } = await stored(retNumber);
    const cd = await t.db.selectFrom('users').select('user_id').where('user_name', '=', 'chief_delivery').executeTakeFirstOrThrow();
    await t.db.deleteFrom('return_assignments').where('return_id', '=', return_id).where('user_id', '=', cd.user_id).execute();
    expect((await print(retNumber)).json()).toMatchObject({ status: 403, detail: 'You are not assigned to decide this return.' });
    expect((await print(retNumber, 'admin')).statusCode).toBe(200);
  });
});

describe('Chief Delivery list', () => {
  const list = async (query: string, user = 'chief_delivery') => t.request({ method: 'GET', url: `/api/return/delivery?${query}`, token: await tokenOf(user) });

  it('shows the assigned returns with their statuses and items, filtered as asked', async () => {
    await setPlant({ cut_off_date: '2999-12-31', is_live: true });
    const notPrinted = await atDelivery();
    const printed = await atDelivery();
    await print(printed);

    const page = (await list(`retNumber=${notPrinted}`)).json();
    expect(page).toMatchObject({ pageNo: 1, pageSize: 10, totalRecord: 1 });
    expect(page.data[0]).toMatchObject({
      retNumber: notPrinted,
      customerCode: '30000001',
      printStatus: 'N',
      statusPrint: 'Not Printed',
      printAction: 'Print',
      fareyeStatus: 'Not Send',
      firstPrintDate: null,
      fpreUploaded: false,
    });
    expect(page.data[0].items).toHaveLength(2);
    expect(page.data[0].items[0]).toMatchObject({ line: expect.any(Number), salesmanName: demoFullName('fss'), nra: 'N' });

    const row = (await list(`retNumber=${printed}`)).json().data[0];
    expect(row).toMatchObject({ statusPrint: 'Printed', printAction: 'Reprint', fareyeStatus: 'Irrelevant - Cut Off' });
    expect(row.firstPrintDate).not.toBeNull();

    const byStatus = async (statusPrint: string) =>
      ((await list(`statusPrint=${statusPrint}&pageSize=1000`)).json().data as { retNumber: string }[]).map((r) => r.retNumber);
    expect(await byStatus('Y')).toContain(printed);
    expect(await byStatus('Y')).not.toContain(notPrinted);
    expect(await byStatus('N')).toContain(notPrinted);
    expect(await byStatus('R')).toEqual([]);
    expect((await list(`retNumber=${printed}&typeReturn=MTKA`)).json().totalRecord).toBe(0);
    expect(
      (await list(`retNumber=${printed}&typeReturn=NON%20MTKA&customerName=sehat&customerCode=30000001&invoiceNo=${demoCleanInvoice}`)).json().totalRecord,
    ).toBe(1);
  });

  it('carries on each row the lifecycle snapshot the server judges by, so the screen offers what the server accepts and refuses in its words', async () => {
    await setPlant({ cut_off_date: '2999-12-31', is_live: true });
    const retNumber = await atDelivery();
    const row = async () => (await list(`retNumber=${retNumber}`)).json().data[0];
    /** The screen's flow, asked with the row as the browser reads it, after `events` on the detail. */
    const screenAfter = (listed: Parameters<typeof lifecycleOf>[0], ...events: EventFrom<typeof chiefDeliveryFlow>[]) => {
      const actor = createActor(chiefDeliveryFlow, { input: { bypassFareye: false } }).start();
      actor.send({ type: 'detail.open', return: { retNumber, lifecycle: lifecycleOf(listed) } });
      for (const event of events) actor.send(event);
      return actor.getSnapshot();
    };
    const document = async (returnId: number) =>
      (await t.request({ method: 'GET', url: `/api/return/${returnId}`, token: await tokenOf('chief_delivery') })).json();

    const notPrinted = await row();
    expect(notPrinted.lifecycle).toEqual((await document(notPrinted.returnId)).lifecycle);
    expect(notPrinted.lifecycle).toMatchObject({ value: { inProgress: 'delivery' }, context: { printStatus: 'N', fpreUploaded: false } });
    expect(Object.keys(notPrinted.lifecycle.context.lines)).toHaveLength(2);
    // Not printed: the screen refuses to open the upload, the server refuses the upload, in the same words.
    expect(screenAfter(notPrinted).context.problem).toBe('notPrinted');
    expect((await upload(retNumber, pngFile)).json().detail).toBe(deliveryMessages.notPrinted);

    await print(retNumber);
    const printed = await row();
    expect(screenAfter(printed, { type: 'fpre.choose', file: { name: 'signed.png', size: tinyPng.length } }).matches('uploading')).toBe(true);
    expect((await upload(retNumber, pngFile)).statusCode).toBe(200);

    const uploaded = await row();
    const again = screenAfter(uploaded, { type: 'fpre.choose', file: { name: 'signed.png', size: tinyPng.length } });
    expect(again.matches('detail') && again.context.problem).toBe('uploaded');
    expect((await upload(retNumber, pngFile)).json().detail).toBe(deliveryMessages.uploaded);
    expect(screenAfter(uploaded).can({ type: 'delivery.approve' })).toBe(true);
  });

  it('shows nothing of other plants, and nothing to users without the screen', async () => {
    const retNumber = await atDelivery();
    expect((await list(`retNumber=${retNumber}`, 'chief_delivery2')).json().totalRecord).toBe(0);
    expect((await list('', 'chief_delivery2')).json().data.filter((r: { plantCode: string }) => r.plantCode !== '1002')).toEqual([]);
    expect((await list(`retNumber=${retNumber}`, 'admin')).json().totalRecord).toBe(1);
    expect((await list('', 'fss')).statusCode).toBe(403);
  });
});

describe('when delivery tracking fails', () => {
  it('keeps the upload waiting (bypassed by administrators), ends in Error and is posted again on retry', async () => {
    const failing = await startTestApp({ fareyeSimulator: { failure: 'always', latencyMs: 0 } });
    try {
      await failing.db.updateTable('plants').set({ cut_off_date: '2000-01-01', is_live: true }).where('plant_code', '=', '1001').execute();
      const retNumber = await atDelivery(failing);
      expect((await print(retNumber, 'chief_delivery', failing)).json().data.fareyeStatus).toBe('Waiting');
      const [job] = await fareyeJobs(retNumber, failing);
      expect(job).toMatchObject({ status: 'FAILED', attempts: 3 });
      const r = await stored(retNumber, failing);
      expect(r).toMatchObject({ fareye_status: 'ERROR', fareye_last_error: 'Fareye did not answer: service unavailable (simulated failure).' });
      const log = await failing.db.selectFrom('api_log').select(['response_status', 'system']).where('outbox_id', '=', job!.outbox_id).execute();
      expect(log).toEqual(Array(3).fill({ response_status: 503, system: 'FAREYE' }));

      const waiting = await upload(retNumber, pngFile, 'chief_delivery', failing);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().detail).toBe('Waiting Status Fareye!');

      const retried = await failing.request({ method: 'POST', url: `/api/request/${retNumber}/fareye`, token: await tokenOf('chief_delivery', failing) });
      expect(retried.json()).toMatchObject({ status: 200, data: { fareyeStatus: 'Waiting' } });
      const jobs = await fareyeJobs(retNumber, failing);
      expect(jobs.map((j) => j.status)).toEqual(['FAILED', 'FAILED']);
      expect((await stored(retNumber, failing)).fareye_status).toBe('ERROR');

      expect((await upload(retNumber, pngFile, 'admin', failing)).json()).toMatchObject({ status: 200, data: { fpreUploaded: true, fareyeStatus: 'Error' } });
    } finally {
      await failing.close();
    }
  });
});
