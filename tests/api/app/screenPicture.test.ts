import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type BrowserSignIn, type TestApp } from '../../fixtures/testApp.ts';
import { submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';
import { settingOf } from '../../fixtures/settings.ts';

/**
 * A signed-in screen's page carries the screen drawn by the server with its first answers
 * (issue 34: http/screenPicture.ts, web/ServerPicture.tsx), for that user alone and never kept
 * by anything between; without a live session, or for an address that shows that user no screen,
 * the page is the built one.
 */
const built = fileURLToPath(new URL('../../../dist/picture/ServerPicture.js', import.meta.url));

let t: TestApp;
let retNumber: string;
beforeAll(async () => {
  expect(existsSync(built), 'the screens are built for the server first (npm test runs npm run build)').toBe(true);
  t = await startTestApp();
  const sales = await t.signIn('sales_service');
  ({ retNumber } = await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales)));
});
afterAll(() => t?.close());

const page = (url: string, browser?: BrowserSignIn, encoding = 'br') =>
  t.request({ method: 'GET', url, headers: { 'accept-encoding': encoding, ...(browser ? { cookie: browser.cookie } : {}) } });
const htmlOf = (answer: Awaited<ReturnType<typeof page>>) =>
  answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.rawPayload).toString() : answer.body;
const drawnIn = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="drawn-state">([^<]*)<\/script>/.exec(html);
/** The screen drawn in the page's root, where the page's scripts take it over. */
const pictureIn = (html: string) => drawnIn(html)?.[1];
/** What it was drawn with, beside it: the page's first render uses the same. */
const drawnStateIn = (html: string) =>
  JSON.parse(drawnIn(html)![2]!) as { url: string; user: { userName: string }; menu: unknown[]; answers: { queries: unknown[] } };

describe("the server's picture of a screen", () => {
  it('shows the signed-in user their list with its first page, in their language, compressed and stored by no one', async () => {
    const fss = await t.browserSignIn('fss');
    const answer = await page('/fss-asm-bm', fss);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-encoding']).toBe('br');
    const html = htmlOf(answer);
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    const picture = pictureIn(html);
    expect(picture, 'the screen drawn in the root').toBeDefined();
    expect(picture).toContain('FSS / ASM / BM');
    expect(picture).toContain(retNumber);
    // The page shows the screen, not its splash, and takes it over with what it was drawn with.
    expect(html).not.toContain('id="splash-screen"');
    const state = drawnStateIn(html);
    expect(state.user.userName).toBe('fss');
    expect(state.menu.length).toBeGreaterThan(0);
    expect(JSON.stringify(state.answers.queries)).toContain(retNumber);
    // The picture runs nothing: the page's scripts are its own files (the CSP allows no inline one),
    // the drawn state is data (a JSON script element, which no browser runs). Beside the app's, the
    // one that keeps the user's input until the app has taken the screen over (web/earlyInput.js).
    expect(picture).not.toMatch(/<script/);
    expect(html.match(/<script\b[^>]*>/g)!.filter((tag) => !tag.includes('type="module"') && !tag.includes('type="application/json"'))).toEqual([
      expect.stringMatching(/^<script src="\/assets\/earlyInput-[\w-]+\.js">$/),
    ]);
    const earlyInput = /<script src="(\/assets\/earlyInput-[\w-]+\.js)">/.exec(html)![1]!;
    const script = await t.request({ method: 'GET', url: earlyInput });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toContain('screen-taken-over');
    // Every style sheet of the build in the head, so the picture paints styled before any script.
    expect(html.match(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/g)!.length).toBeGreaterThan(3);

    const gzip = await page('/fss-asm-bm', fss, 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await page('/fss-asm-bm', fss, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(pictureIn(plain.body)).toContain(retNumber);
  });

  it("is each user's own, drawn one at a time: two users asking at once see their own screens and answers", async () => {
    const [fss, brqa] = await Promise.all([t.browserSignIn('fss'), t.browserSignIn('brqa')]);
    const [fssPage, brqaPage] = await Promise.all([page('/fss-asm-bm', fss), page('/brqa', brqa)]);
    const fssPicture = pictureIn(htmlOf(fssPage))!;
    const brqaPicture = pictureIn(htmlOf(brqaPage))!;
    expect(fssPicture).toContain(retNumber);
    expect(brqaPicture).toContain('BRQA');
    // The return waits at the sales step: BRQA's list does not hold it.
    expect(brqaPicture).not.toContain(retNumber);
  });

  it('follows the user: their language on the page and in the picture', async () => {
    const qaho = await t.browserSignIn('qaho');
    const saved = await t.request({ method: 'PUT', url: '/api/user/preferences', token: qaho.token, payload: { language: 'de', colorScheme: 'dark' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const html = htmlOf(await page('/qa-ho', qaho));
    expect(html).toContain('<html lang="de" data-mantine-color-scheme="dark">');
    expect(pictureIn(html)).toContain('Suchen');
  });

  it("is drawn at the address its screen replaces the page's with: Report Header from the menu, at the user's plants", async () => {
    const sales = await t.browserSignIn('sales_service');
    const html = htmlOf(await page('/report-return/report-header', sales));
    expect(drawnStateIn(html).url).toMatch(/^\/report-return\/report-header\?plantCode=/);
    expect(pictureIn(html)).toContain(retNumber);
  });

  it('is not drawn without a live session; an address that sends elsewhere is drawn there: otherwise the page is the built one', async () => {
    const client = await t.browserSignIn('client');
    const plainPage = (answer: Awaited<ReturnType<typeof page>>) => {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(pictureIn(htmlOf(answer))).toBeUndefined();
    };
    // Signed out: the sign-in page's own.
    plainPage(await page('/fss-asm-bm'));
    // An address whose route sends the user elsewhere (the home page to the dashboard) is drawn where it sends them, once.
    const home = htmlOf(await page('/', client));
    expect(drawnStateIn(home).url).toBe('/dashboard');
    // A screen of another role is drawn as the page shows it: no access, and nothing of the screen's.
    const refused = pictureIn(htmlOf(await page('/administrator/users', client)))!;
    expect(refused).toContain('No access');
    expect(refused).not.toContain('chief_warehouse');
    const admin = await t.browserSignIn('admin');
    expect(pictureIn(htmlOf(await page('/administrator/users', admin)))).toContain('chief_warehouse');
    // A wizard reads the tab's unsaved work (sessionStorage), which the server has not: the page draws it
    // (the same user's Report Header is drawn: above).
    const sales = await t.browserSignIn('sales_service');
    plainPage(await page('/new-return/non-rtv/non-rtv-detail', sales));
    // The session ended (signed out everywhere): its cookie shows nothing.
    const fss = await t.browserSignIn('fss');
    expect((await t.request({ method: 'POST', url: '/api/user/logout', token: fss.token })).statusCode).toBe(200);
    plainPage(await page('/fss-asm-bm', fss));
  });

  it("is not drawn for a session the token renewal would end: two-factor sign-in now required of the user's role", async () => {
    const admin = await t.signIn('admin');
    const client = await t.browserSignIn('client');
    expect(pictureIn(htmlOf(await page('/client', client)))).toBeDefined();
    const { change: required } = await settingOf(t, admin, 'two.factor.required');
    expect((await required('Y')).statusCode).toBe(200);
    try {
      const answer = await page('/client', client);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(pictureIn(htmlOf(answer))).toBeUndefined();
    } finally {
      expect((await required('N')).statusCode).toBe(200);
    }
  });
});
