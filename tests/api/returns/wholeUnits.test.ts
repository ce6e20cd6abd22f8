import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanReturnBody, uploadPhoto } from '../../fixtures/returns.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

let t: TestApp;
let sales: string;
let photoId: number;
beforeAll(async () => {
  t = await startTestApp();
  sales = await t.signIn('sales_service');
  photoId = await uploadPhoto(t, sales);
});
afterAll(() => t.close());

const counts = async () => ({
  returns: Number(
    (
      await t.db
        .selectFrom('returns')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  lines: Number(
    (
      await t.db
        .selectFrom('return_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

/** The clean invoice's first line, its material made a non-fraction one ("full box", spec 001 §3) in this test's database. */
async function fullBoxBody(qty: number) {
  const body = await cleanReturnBody(t, sales, '101', photoId, { lineNumbers: [1] });
  await t.db.updateTable('materials').set({ non_fraction: true }).where('material_code', '=', body.items[0]!.materialCode).execute();
  return { ...body, items: [{ ...body.items[0]!, qty }] };
}

describe('whole units of a non-fraction material, refused by the server as the browser refuses them', () => {
  it("refuses a return line of 0.5 with the browser's words on the line's field, stores nothing, and takes 1", async () => {
    const before = await counts();
    const refused = await t.request({ method: 'POST', url: '/api/return', token: sales, payload: await fullBoxBody(0.5) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: 'This material is returned in whole units: 0.5 is not valid', field: 'items.0.qty' });
    expect(await counts()).toEqual(before);
    const saved = await t.request({ method: 'POST', url: '/api/return', token: sales, payload: await fullBoxBody(1) });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses a requested quantity changed to 1.5 and keeps the line as it was', async () => {
    const saved = await t.request({ method: 'POST', url: '/api/return', token: sales, payload: await fullBoxBody(1) });
    const { returnId } = saved.json().data;
    const line = await t.db
      .selectFrom('return_items')
      .select(['return_detail_id', 'qty', 'non_fraction'])
      .where('return_id', '=', returnId)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ qty: 1, non_fraction: true });
    const changed = await t.request({ method: 'PUT', url: `/api/return/items/${line.return_detail_id}`, token: sales, payload: { qty: 1.5 } });
    expect(changed.json()).toMatchObject({ status: 400, detail: 'This material is returned in whole units: 1.5 is not valid', field: 'qty' });
    const after = await t.db.selectFrom('return_items').select('qty').where('return_detail_id', '=', line.return_detail_id).executeTakeFirstOrThrow();
    expect(after.qty).toBe(1);
  });
});
