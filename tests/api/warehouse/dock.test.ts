import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fpreCode } from '../../../src/shared/fpreCode.ts';
import { multipartFile, tinyPng } from '../../fixtures/multipart.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { returnAtWarehouse, warehouseRow } from '../../fixtures/warehouseReturns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tokens = new Map<string, string>();
const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;

/** A return at Chief Warehouse whose FPRE was last printed at `printedAt`. */
async function printedAtWarehouse(printedAt = new Date('2026-11-30T08:15:42Z')) {
  const made = await returnAtWarehouse(t, tokenOf);
  await t.db.updateTable('returns').set({ last_print_date: printedAt }).where('return_id', '=', made.returnId).execute();
  const lines = await t.db
    .selectFrom('return_items')
    .select(['return_detail_id as id', 'return_uom as uom'])
    .where('return_id', '=', made.returnId)
    .orderBy('line')
    .execute();
  return { ...made, lines, code: fpreCode(made.retNumber, printedAt) };
}

const scan = async (code: string, user = 'chief_warehouse') =>
  t.request({ method: 'GET', url: `/api/dock/scan?code=${encodeURIComponent(code)}`, token: await tokenOf(user) });

const decide = async (retNumber: string, body: object, key: string | null, query = '') =>
  t.request({
    method: 'POST',
    url: `/api/return/${retNumber}/warehouse${query}`,
    token: await tokenOf('chief_warehouse'),
    headers: key ? { 'idempotency-key': key } : {},
    payload: body,
  });

const okAtDock = (lines: { id: number; uom: string }[], madeAt: string) => ({
  fpreStatus: 'A',
  channel: 'dock',
  madeAt,
  items: lines.map((l) => ({ approvalDetailId: l.id, qty: 0.5, uom: l.uom, status: null, remark: null })),
});

const warehouseEvents = (returnId: number) =>
  t.db
    .selectFrom('return_events')
    .select(['event', 'status', 'channel', 'made_at', 'user_name'])
    .where('return_id', '=', returnId)
    .where('event', '=', 'warehouse.save')
    .where('return_detail_id', 'is', null)
    .execute();

describe('the dock scan', () => {
  it("opens the return of a printed FPRE's code with its row and lines, and tells an earlier print", async () => {
    const { retNumber, returnId, lineIds, code } = await printedAtWarehouse();
    const scanned = await scan(code);
    expect(scanned.statusCode, scanned.body).toBe(200);
    const answer = scanned.json();
    expect(answer).toMatchObject({
      latestPrint: true,
      lastPrintDate: '2026-11-30T08:15:42.000Z',
      row: { retNumber, returnId },
      document: { retNumber, returnId },
    });
    expect(answer.document.items.map((i: { returnDetailId: number }) => i.returnDetailId)).toEqual(lineIds);

    expect((await scan(` ${retNumber.toLowerCase()} `)).json().latestPrint).toBe(true);
    const earlier = await scan(fpreCode(retNumber, new Date('2026-11-29T08:15:42Z')));
    expect(earlier.json()).toMatchObject({ latestPrint: false, row: { retNumber } });
  });

  it('says in words why a return is not there to count: not of your plants (as one that does not exist), nor a code', async () => {
    const { code } = await printedAtWarehouse();
    const otherPlant = await scan(code, 'chief_warehouse2');
    const missing = await scan('APL100199000001');
    expect([otherPlant.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(missing.json().detail).toBe('Return APL100199000001 is not a return of your plants.');
    expect(otherPlant.json().detail).toBe(`Return ${code.split('.')[0]} is not a return of your plants.`);
    const garbage = await scan('APL1.2.3');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ detail: 'APL1.2.3 is not the code of an FPRE nor a return number.', field: 'code' });
    expect((await scan(code, 'chief_delivery')).statusCode).toBe(403);
  });
});

describe("the dock's decision", () => {
  it('is posted once for one Idempotency-Key: the retry is answered as the first time, and says where and when it was made', async () => {
    const { retNumber, returnId, lines } = await printedAtWarehouse();
    const key = randomUUID();
    const madeAt = new Date(Date.now() - 40 * 60_000).toISOString();
    const first = await decide(retNumber, okAtDock(lines, madeAt), key);
    expect(first.statusCode, first.body).toBe(200);
    const retried = await decide(retNumber, okAtDock(lines, madeAt), key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect(first.json().data).toMatchObject({ stepCode: 'END', status: 'A' });
    const events = await warehouseEvents(returnId);
    expect(events).toEqual([{ event: 'warehouse.save', status: 'A', channel: 'dock', made_at: new Date(madeAt), user_name: 'chief_warehouse' }]);
    const outbox = await t.db.selectFrom('outbox').select('kind').where('payload', '@>', JSON.stringify({ returnId })).where('kind', 'like', 'erp.%').execute();
    expect(outbox.length, 'one sales order queued').toBe(1);

    const header = await t.request({ method: 'GET', url: `/api/return/${returnId}/header-detail`, token: await tokenOf('chief_warehouse') });
    expect(header.json()).toMatchObject({ cw_channel: 'dock', cw_made_datetime: madeAt });

    // Decided: a scan now says by whom and when.
    const again = await scan(retNumber);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(
      new RegExp(`^Return ${retNumber} was received already: FPRE OK by chief_warehouse on \\d\\d/\\d\\d/\\d{4} - \\d\\d:\\d\\d\\.$`),
    );
  });

  it('answers two sends of one key at once with one decision', async () => {
    const { retNumber, returnId, lines } = await printedAtWarehouse();
    const key = randomUUID();
    const body = okAtDock(lines, new Date().toISOString());
    const [a, b] = await Promise.all([decide(retNumber, body, key), decide(retNumber, body, key)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await warehouseEvents(returnId)).toHaveLength(1);
  });

  it('refuses a key sent again with another request, a stale version with its reason, and keeps no key of a refusal', async () => {
    const { retNumber, returnId, lines } = await printedAtWarehouse();
    const { version } = await warehouseRow(t, returnId);
    const key = randomUUID();
    const madeAt = new Date().toISOString();
    const stale = await decide(retNumber, okAtDock(lines, madeAt), key, `?version=${version - 1}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/changed/i);
    expect(await warehouseEvents(returnId)).toEqual([]);

    const fresh = await decide(retNumber, okAtDock(lines, madeAt), key, `?version=${version}`);
    expect(fresh.statusCode, fresh.body).toBe(200);
    const reused = await decide(retNumber, { ...okAtDock(lines, madeAt), fpreStatus: 'R', remark: 'Torn' }, key, `?version=${version}`);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ detail: 'This Idempotency-Key was sent before with another request: make a new key for a new decision.' });
    expect(await warehouseEvents(returnId)).toHaveLength(1);
  });

  it("refuses a time in the future and another user's photo, and keeps the dock's own photo of a line", async () => {
    const { retNumber, returnId, lines } = await printedAtWarehouse();
    const future = await decide(retNumber, okAtDock(lines, new Date(Date.now() + 3_600_000).toISOString()), randomUUID());
    expect(future.json()).toMatchObject({ status: 400, field: 'madeAt' });
    const upload = async (user: string) => {
      const { payload, headers } = multipartFile('file', 'line.png', 'image/png', tinyPng);
      return (await t.request({ method: 'POST', url: '/api/return/attachment', payload, headers, token: await tokenOf(user) })).json().data as number;
    };
    const theirs = await upload('sales_service');
    const body = okAtDock(lines, new Date().toISOString());
    const withTheirs = await decide(retNumber, { ...body, items: [{ ...body.items[0], photoId: theirs }, body.items[1]] }, randomUUID());
    expect(withTheirs.json()).toMatchObject({ status: 400, detail: `Photo ${theirs} is not one you uploaded.`, field: 'items.0.photoId' });

    const mine = await upload('chief_warehouse');
    const saved = await decide(retNumber, { ...body, items: [{ ...body.items[0], photoId: mine }, body.items[1]] }, randomUUID());
    expect(saved.statusCode, saved.body).toBe(200);
    const photos = await t.db.selectFrom('return_items').select('warehouse_photo_id').where('return_id', '=', returnId).orderBy('line').execute();
    expect(photos.map((p) => p.warehouse_photo_id)).toEqual([mine, null]);
    // The report's line shows it, and whoever sees the line sees the photo.
    const [first] = await t.db.selectFrom('return_items').select('return_detail_id').where('return_id', '=', returnId).orderBy('line').execute();
    const item = await t.request({ method: 'GET', url: `/api/return/items/${first!.return_detail_id}`, token: await tokenOf('sales_service') });
    expect(item.json()).toMatchObject({ warehouse_photo_id: mine });
    const photo = await t.request({ method: 'GET', url: `/api/return/attachment/${mine}`, token: await tokenOf('sales_service') });
    expect(photo.statusCode).toBe(200);
  });
});
