import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/** The web app as the server sends it: compressed once at build time, hashed files kept for a year (issue 10). */
const webRoot = fileURLToPath(new URL('../../../dist/web', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  expect(existsSync(`${webRoot}/index.html`), 'the web app is built first (npm test runs npm run build)').toBe(true);
  t = await startTestApp();
});
afterAll(() => t?.close());

const entryScript = () => readdirSync(`${webRoot}/assets`).find((name) => /^index-.*\.js$/.test(name))!;

describe("the web app's files", () => {
  it('are sent as the build compressed them, brotli before gzip, the same bytes once decompressed', async () => {
    const path = `/assets/${entryScript()}`;
    const original = readFileSync(`${webRoot}${path}`);
    const brotli = await t.request({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(original.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).equals(original)).toBe(true);

    const gzip = await t.request({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(original)).toBe(true);

    const plain = await t.request({ method: 'GET', url: path, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('are kept by the browser for a year when hashed, and asked again each time when not (the page, so a release reaches everyone)', async () => {
    const asset = await t.request({ method: 'GET', url: `/assets/${entryScript()}` });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/index.html', '/auth/login', '/dashboard']) {
      const page = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("carry the page's security headers on the page only, and nosniff on every file", async () => {
    const css = readdirSync(`${webRoot}/assets`).find((name) => name.endsWith('.css'))!;
    for (const url of [`/assets/${entryScript()}`, `/assets/${css}`]) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const file = await t.request({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(file.statusCode, url).toBe(200);
        expect(file.headers['content-security-policy'], `${url} ${encoding}`).toBeUndefined();
        expect(file.headers['x-frame-options'], url).toBeUndefined();
        expect(file.headers['x-content-type-options'], url).toBe('nosniff');
      }
    }
    for (const url of ['/auth/login', '/dashboard']) {
      const page = await t.request({ method: 'GET', url });
      expect(page.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(page.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      // Over plain HTTP (an office's host name) nothing sends the browser to https (issue 30 item 7).
      expect(page.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
      expect(page.headers['strict-transport-security'], url).toBeUndefined();
      expect(page.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('asks the browser to stay on HTTPS only when the page came over HTTPS, through a trusted proxy', async () => {
    const proxied = await startTestApp({ trustProxy: '127.0.0.1' });
    try {
      const secure = await proxied.request({ method: 'GET', url: '/auth/login', headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['content-security-policy']).toMatch(/; upgrade-insecure-requests$/);
      expect(secure.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      const plain = await proxied.request({ method: 'GET', url: '/auth/login', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const script = await proxied.request({ method: 'GET', url: `/assets/${entryScript()}`, headers: { 'x-forwarded-proto': 'https' } });
      expect(script.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
