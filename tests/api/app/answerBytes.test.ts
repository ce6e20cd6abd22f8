import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/** The API's answers on the wire (issue 34 item 4): compressed when worth it, kept by no cache but the browser's, and then only revalidated. */
let t: TestApp;
let admin: string;
let fss: string;
beforeAll(async () => {
  t = await startTestApp();
  [admin, fss] = await Promise.all([t.signIn('admin'), t.signIn('fss')]);
});
afterAll(() => t?.close());

describe("the API's answers", () => {
  it('are compressed by what the client accepts, brotli first, when over a kilobyte, the same JSON once decompressed', async () => {
    const url = '/api/user?pageNo=1&pageSize=50';
    const plain = await t.request({ method: 'GET', url, token: admin, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await t.request({ method: 'GET', url, token: admin, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.request({ method: 'GET', url, token: admin, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('are sent as they are when small; a refusal is problem+json, kept by no cache either', async () => {
    const me = await t.request({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
    const refused = await t.request({ method: 'GET', url: '/api/user?pageNo=1&pageSize=50', token: fss, headers: { 'accept-encoding': 'br' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it("are kept by no cache (no-store), a user's data being theirs", async () => {
    for (const url of ['/api/user/me', '/api/user?pageNo=1&pageSize=10', '/api/return/myapproval?stepCode=SALES&pageNo=1&pageSize=10']) {
      const answer = await t.request({ method: 'GET', url, token: admin });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
      expect(answer.headers.etag, url).toBeUndefined();
    }
  });

  it('of a menu, catalogue or lookup are kept by the browser only and asked again with their ETag: 304 without a body while unchanged', async () => {
    const menu = await t.request({ method: 'GET', url: '/api/menu', token: fss });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['cache-control']).toBe('private, no-cache');
    const tag = menu.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]+"$/);

    const again = await t.request({ method: 'GET', url: '/api/menu', token: fss, headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(tag);
    const weak = await t.request({ method: 'GET', url: '/api/menu', token: fss, headers: { 'if-none-match': `"other", W/${tag}` } });
    expect(weak.statusCode).toBe(304);

    // Another user's menu at the same address is another answer: the first user's tag does not match it.
    const adminsMenu = await t.request({ method: 'GET', url: '/api/menu', token: admin, headers: { 'if-none-match': tag } });
    expect(adminsMenu.statusCode).toBe(200);
    expect(adminsMenu.headers.etag).not.toBe(tag);
    expect(adminsMenu.json()).not.toEqual(menu.json());
  });

  it('of a catalogue that changed come back whole under a new tag', async () => {
    const url = '/api/param?paramGroupId=STATUS_PRINT&pageNo=1&pageSize=20';
    const before = await t.request({ method: 'GET', url, token: fss });
    expect(before.statusCode).toBe(200);
    const tag = before.headers.etag as string;
    const printed = (before.json().data as { paramId: number; paramCode: string }[]).find((p) => p.paramCode === 'Y')!;
    const payload = { paramGroupId: 'STATUS_PRINT', paramCode: 'Y', paramValue: 'Printed and signed' };
    const saved = await t.request({ method: 'PUT', url: `/api/param/${printed.paramId}`, token: admin, payload });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await t.request({ method: 'GET', url, token: fss, headers: { 'if-none-match': tag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    expect(after.body).toContain('Printed and signed');
  });

  it('keep the Cache-Control a download sets for itself, and are not compressed again when a spreadsheet (a zip already)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const sheet = await t.request({
      method: 'GET',
      url: `/api/return/xlsx?startDate=${today}&endDate=${today}&plantCode=1001`,
      token: admin,
      headers: { 'accept-encoding': 'br' },
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['cache-control']).toBe('private, no-cache');
    expect(sheet.headers['content-encoding']).toBeUndefined();
  });
});
