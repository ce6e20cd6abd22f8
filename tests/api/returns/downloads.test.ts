import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, tinyPng } from '../../fixtures/multipart.ts';
import { returnAtDelivery } from '../../fixtures/returns.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/**
 * Files come back under the name they were uploaded with, whatever its script (issue 9 item 9):
 * a header holds only Latin-1, so the name travels in `filename*` (RFC 6266 / 5987) beside an
 * ASCII `filename`. Before, such a download answered 500 (ERR_INVALID_CHAR).
 */
let t: TestApp;
let sales: string;
beforeAll(async () => {
  t = await startTestApp();
  sales = await t.signIn('sales_service');
});
afterAll(() => t.close());

/** The names `filename*` carries, decoded, and the ASCII fallback. */
function namesIn(disposition: string) {
  const star = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const plain = /filename="([^"]*)"/.exec(disposition)?.[1];
  return { star: star === undefined ? undefined : decodeURIComponent(star), plain };
}

describe('attachments', () => {
  for (const name of ['фото подписи.png', '署名済み.png', "Ünïcødé name (1) 'v2'.png"]) {
    it(`downloads ${name} again under its own name`, async () => {
      const uploaded = await t.request({ method: 'POST', url: '/api/return/attachment', token: sales, ...multipartFile('file', name, 'image/png', tinyPng) });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const file = await t.request({ method: 'GET', url: `/api/return/attachment/${uploaded.json().data}`, token: sales });
      expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
      expect(file.rawPayload.equals(tinyPng)).toBe(true);
      const disposition = String(file.headers['content-disposition']);
      expect(disposition).toMatch(/^inline; /);
      expect(namesIn(disposition).star).toBe(name);
      expect(namesIn(disposition).plain).toMatch(/^[\x20-\x7e]+\.png$/);
    });
  }

  it('keeps a plain ASCII name as it was', async () => {
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/return/attachment',
      token: sales,
      ...multipartFile('file', 'photo.png', 'image/png', tinyPng),
    });
    const file = await t.request({ method: 'GET', url: `/api/return/attachment/${uploaded.json().data}`, token: sales });
    expect(file.headers['content-disposition']).toBe('inline; filename="photo.png"');
  });
});

describe('FPRE documents and forms', () => {
  it('downloads a signed FPRE with a non-ASCII name again, and the forms under their names', async () => {
    await t.db.updateTable('plants').set({ is_live: false }).where('plant_code', '=', '1001').execute();
    const cd = await t.signIn('chief_delivery');
    const retNumber = await returnAtDelivery(t, sales, await t.signIn('fss'));
    expect((await t.request({ method: 'POST', url: `/api/return/${retNumber}/print`, token: cd })).statusCode).toBe(200);
    const name = 'FPRE ditandatangani – 署名済み.png';
    const uploaded = await t.request({ method: 'POST', url: `/api/return/${retNumber}/fpre`, token: cd, ...multipartFile('file', name, 'image/png', tinyPng) });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const fpre = await t.request({ method: 'GET', url: `/api/return/${retNumber}/fpre`, token: cd });
    expect(fpre.statusCode, fpre.body.slice(0, 200)).toBe(200);
    expect(namesIn(String(fpre.headers['content-disposition'])).star).toBe(name);

    const form = await t.request({ method: 'GET', url: `/api/return/${retNumber}/form`, token: cd });
    expect(form.headers['content-disposition']).toBe(`inline; filename="FPRE-${retNumber}.pdf"`);
    const forms = await t.request({ method: 'GET', url: `/api/return/multiform?id=${retNumber}`, token: cd });
    expect(forms.headers['content-disposition']).toBe('attachment; filename="FPRE.pdf"');
  });
});
