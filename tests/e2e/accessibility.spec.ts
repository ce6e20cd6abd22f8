import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { defaultPermissionsOf } from '../../src/server/modules/admin/defaultRolePermissions.ts';
import { screenPermission } from '../../src/web/features/shell/activeMenu.ts';
import type { Role } from '../../src/shared/roles.ts';
import { expect, test } from './fixtures.ts';
import { clearField, ShellPage } from './pages.ts';
import { ReturnsApi } from './returnsApi.ts';
import { sessionUsers, type SessionUser } from './sessions.ts';

/**
 * Accessibility, measured (issue 16): axe-core checks every screen a role may open, each role's
 * shell and dashboard, and the pages before sign-in, against WCAG 2.2 AA; a serious or critical
 * violation fails the test.
 *
 * The screens are read from the app's own route tree in the browser (TanStack Router keeps its
 * router on `window.__TSR_ROUTER__`): every route that renders a component. Which of them a role
 * may open comes from the permission catalogue (`screenPermission`, the app's own mapping of a
 * path to its key) and the role's default keys. So a new screen is checked without anyone adding
 * it here. A route with a parameter is opened with a return made through the API; one whose
 * parameter this test does not know yet is listed as skipped (printed and kept as an annotation).
 *
 * Each role is one test that visits its routes in one page, moving through the router as a link
 * does (no reload), waiting for the screen's content before axe runs.
 */

// A role visits up to fifty screens in one test, each checked by axe.
test.describe.configure({ timeout: 240_000 });

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const failing = new Set(['serious', 'critical']);

/** What a route's parameters are filled with: a return made for this run (or a fixed value). */
type Made = { atSales: string; atDelivery: string; atDeliveryId: number; lineId: number; draftId: number };
const parameters: Record<string, (m: Made) => string> = {
  // The lists that search for a return number from the address.
  '/fss-asm-bm/$id': (m) => m.atSales,
  '/brqa/$id': (m) => m.atSales,
  '/qa-ho/$id': (m) => m.atSales,
  '/client/$id': (m) => m.atSales,
  '/chief-delivery/$id': (m) => m.atDelivery,
  '/chief-warehouse/$id': (m) => m.atDelivery,
  '/report-return/report-header/$id': (m) => m.atDelivery,
  '/report-return/report-detail/$id': (m) => m.atDelivery,
  // A return's header detail, one line's item report, a Without RTV draft.
  '/report-return/report-header/detail/$id': (m) => String(m.atDeliveryId),
  '/report-return/report-detail/detail/$id': (m) => String(m.lineId),
  '/new-return/non-rtv/non-rtv-detail/$id': (m) => String(m.draftId),
};
/** Parameters that need no return. */
const fixed: Record<string, string> = { '/error/$version': 'error-v1', '/workflow/$machine': 'returnLifecycle' };
/** Routes left out on purpose, with the reason the test prints. */
const leftOut: Record<string, string> = {
  '/logout': 'signs the user out (it would end the saved session)',
};

interface RouteInfo {
  path: string;
  signedIn: boolean;
}

/** Every route of the app's route tree that renders a screen, and whether it is behind sign-in. */
async function screensOf(page: Page): Promise<RouteInfo[]> {
  return page.evaluate(() => {
    type R = { id: string; fullPath: string; options: { id?: string; path?: string; component?: unknown }; parentRoute?: R };
    const router = (window as unknown as { __TSR_ROUTER__: { routesById: Record<string, R> } }).__TSR_ROUTER__;
    const underApp = (r: R | undefined): boolean => !!r && (r.options.id === 'app' || underApp(r.parentRoute));
    return Object.values(router.routesById)
      .filter((r) => r.options.component && r.options.path !== undefined)
      .map((r) => ({ path: r.fullPath.replace(/\/$/, '') || '/', signedIn: underApp(r) }))
      .sort((a, b) => a.path.localeCompare(b.path));
  });
}

/** The returns a run's screens show, made once per worker through the API as their users would. */
let made: Promise<Made> | undefined;
function returnsFor(request: APIRequestContext): Promise<Made> {
  made ??= (async () => {
    const api = new ReturnsApi(request);
    const atSales = await api.submitCleanReturn('101');
    const atDelivery = await api.submitCleanReturn('101');
    expect(await api.approveAll('fss', 'SALES', atDelivery.retNumber)).toBe('CD');
    const draft = await api.submitCleanReturn('101', { draft: true });
    const document = await api.document(atDelivery.returnId);
    return {
      atSales: atSales.retNumber,
      atDelivery: atDelivery.retNumber,
      atDeliveryId: atDelivery.returnId,
      lineId: document.items[0].returnDetailId,
      draftId: draft.returnId,
    };
  })();
  return made;
}

type Finding = { url: string; rule: string; impact: string; help: string; targets: string[] };

/** HTML_CodeSniffer, pa11y's other runner: its WCAG 2 AA errors fail a screen as axe's serious ones do. */
const htmlcsSource = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');
async function codeSnifferErrors(page: Page, url: string, whole: boolean): Promise<Finding[]> {
  // Evaluated as DevTools does, past the page's Content-Security-Policy (a script tag would be refused); it stays for the page's later screens.
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(htmlcsSource);
  const errors = await page.evaluate(
    (scope) =>
      new Promise<{ code: string; msg: string; target: string }[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        type Sniffer = {
          process: (standard: string, root: Document, done: () => void, failed: (e: unknown) => void, language: string) => void;
          getMessages: () => Message[];
        };
        const htmlcs = (window as unknown as { HTMLCS: Sniffer }).HTMLCS;
        const main = scope === 'main' ? document.querySelector('main') : null;
        const describe = (el: Element) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : ''}`;
        // As pa11y runs it: the whole document, in English, then the messages of the part checked; type 1 is an error (2 a warning, 3 a notice).
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === 1 && (!main || (m.element instanceof Node && main.contains(m.element))))
                .map((m) => ({ code: m.code, msg: m.msg, target: m.element instanceof Element ? describe(m.element) : '' })),
            ),
          reject,
          'en',
        );
      }),
    whole ? 'document' : 'main',
  );
  const byCode = new Map<string, Finding>();
  for (const e of errors) {
    const finding = byCode.get(e.code) ?? { url, rule: `htmlcs ${e.code}`, impact: 'error', help: e.msg, targets: [] };
    if (finding.targets.length < 5) finding.targets.push(e.target);
    byCode.set(e.code, finding);
  }
  return [...byCode.values()];
}

/**
 * axe-core's source, evaluated once per page as HTML_CodeSniffer is: AxeBuilder's legacy mode
 * evaluates its half a megabyte twice on every run, and the router never reloads the page.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeIn = async (page: Page) => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return new AxeBuilder({ page, axeSource: ';' });
};

/** The rules of a screen drawn in another colour scheme: the light one has passed every other rule on the same markup. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Waits for the screen's content (the route loaded, no list still saying 'Please wait...', no
 * loader), then runs axe and HTML_CodeSniffer; `colours` runs axe's colour rules alone.
 */
const spent = { waiting: 0, axe: 0, htmlcs: 0 };
async function check(page: Page, url: string, findings: Finding[], { whole = true, colours = false } = {}) {
  const started = Date.now();
  // The router is idle; a first visit's sign-in page has none (src/web/FirstPage.tsx).
  await page.waitForFunction(() => {
    const router = (window as unknown as { __TSR_ROUTER__?: { state: { status: string } } }).__TSR_ROUTER__;
    return !router || router.state.status === 'idle';
  });
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByText('Please wait...')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  // A dialog still fading in is no colour a user reads: axe judges the colours once transitions end.
  // Two frames first: Mantine starts a dialog's fade a frame after it mounts, and a fade not yet
  // started is no animation yet (CI, loaded, once judged the OK button of a message half faded in).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  const loaded = Date.now();
  // Legacy mode runs axe in the page itself: the app has no frames, and the default mode opens a
  // blank page per run to merge the frames' results (a third of the time).
  const builder = await axeIn(page);
  const axe = (colours ? builder.withRules(colourRules) : builder.withTags(wcag22aa)).setLegacyMode().options({ resultTypes: ['violations'] });
  // The shell (header, side menu) is the same on every screen of a role: checked whole on the first.
  if (!whole && (await page.locator('main').count())) axe.include('main');
  const result = await axe.analyze();
  spent.waiting += loaded - started;
  spent.axe += Date.now() - loaded;
  for (const v of result.violations) {
    if (!failing.has(v.impact ?? '')) continue;
    findings.push({ url, rule: v.id, impact: v.impact!, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) });
  }
  if (colours) return;
  const sniffed = Date.now();
  findings.push(...(await codeSnifferErrors(page, url, whole || !(await page.locator('main').count()))));
  spent.htmlcs += Date.now() - sniffed;
}

/** Opens `path` as a link does (the router, no reload) and returns the path it ended at. */
async function open(page: Page, path: string): Promise<string> {
  await page.evaluate((to) => (window as unknown as { __TSR_ROUTER__: { history: { push: (p: string) => void } } }).__TSR_ROUTER__.history.push(to), path);
  await page.waitForFunction(() => (window as unknown as { __TSR_ROUTER__: { state: { status: string } } }).__TSR_ROUTER__.state.status === 'idle');
  return new URL(page.url()).pathname;
}

/** Fills a route's parameters, or says why it is not visited. */
function addressOf(route: string, m: Made | null): { url: string } | { skipped: string } {
  if (leftOut[route]) return { skipped: leftOut[route] };
  if (!route.includes('$')) return { url: route };
  if (fixed[route]) return { url: route.replace(/\$[^/]+/, fixed[route]) };
  const fill = parameters[route];
  if (!fill) return { skipped: 'a parameter this test does not fill yet' };
  if (!m) return { skipped: 'needs a return' };
  return { url: route.replace(/\$[^/]+/, fill(m)) };
}

function report(who: string, visited: string[], skipped: string[], findings: Finding[]) {
  const byRule = new Map<string, number>();
  for (const f of findings) byRule.set(`${f.rule} (${f.impact})`, (byRule.get(`${f.rule} (${f.impact})`) ?? 0) + 1);
  const lines = [
    `${who}: ${visited.length} screens checked (waiting ${spent.waiting} ms, axe ${spent.axe} ms, HTML_CodeSniffer ${spent.htmlcs} ms): ${visited.join(', ')}`,
    ...(skipped.length ? [`${who}: not visited: ${skipped.join('; ')}`] : []),
    ...[...byRule].map(([rule, count]) => `${who}: ${rule} on ${count} screen(s)`),
  ];
  console.log(lines.join('\n'));
  Object.assign(spent, { waiting: 0, axe: 0, htmlcs: 0 });
  test.info().annotations.push({ type: 'screens', description: visited.join(', ') });
  if (skipped.length) test.info().annotations.push({ type: 'not visited', description: skipped.join('; ') });
  const message = findings.map((f) => `${f.url}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');
  expect(findings, `serious or critical WCAG 2.2 AA violations (axe) and WCAG 2 AA errors (HTML_CodeSniffer):\n${message}`).toEqual([]);
}

/**
 * Opens each address in turn and runs axe where it lands (a screen that sends the user on, such as
 * a detail without its line, is checked where it lands, once); the routes with no address are
 * listed as not visited.
 */
async function checkEach(
  page: Page,
  addresses: ReturnType<typeof addressOf>[],
  paths: string[],
  options: { wholeFirst?: boolean; inspect?: typeof check } = {},
) {
  const inspect = options.inspect ?? check;
  const findings: Finding[] = [];
  const visited: string[] = [];
  const skipped: string[] = [];
  for (const [i, address] of addresses.entries()) {
    if ('skipped' in address) {
      skipped.push(`${paths[i]} (${address.skipped})`);
      continue;
    }
    const landed = await open(page, address.url);
    if (visited.includes(landed)) continue;
    visited.push(landed);
    await inspect(page, landed, findings, { whole: Boolean(options.wholeFirst) && visited.length === 1 });
  }
  return { findings, visited, skipped };
}

test('before sign-in: the sign-in, registration and forgotten-password pages (and the other public pages) have no serious or critical violation', async ({
  page,
}) => {
  // A first visit's sign-in page shows without the router (src/web/FirstPage.tsx): it is checked as
  // it is, then its Sign Up link starts the router, whose route tree lists the other public pages.
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Login' }).waitFor();
  const firstPage: Finding[] = [];
  await check(page, '/auth/login (first page)', firstPage);
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await page.waitForFunction(() => (window as unknown as { __TSR_ROUTER__?: { state: { status: string } } }).__TSR_ROUTER__?.state.status === 'idle');
  const routes = (await screensOf(page)).filter((r) => !r.signedIn);
  const { findings, visited, skipped } = await checkEach(
    page,
    routes.map((r) => addressOf(r.path, null)),
    routes.map((r) => r.path),
  );
  findings.unshift(...firstPage);
  visited.unshift('/auth/login (first page)');
  for (const required of ['/auth/login', '/auth/registration', '/auth/forgot-password']) expect(visited).toContain(required);
  // A validation message shown: the sign-in form sent empty.
  await open(page, '/auth/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(/required/i).first()).toBeVisible();
  // Each message is announced as it appears (role alert) and describes its field.
  await expect(page.getByRole('alert').filter({ hasText: /required/i })).toHaveCount(2);
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription(/required/i);
  await check(page, '/auth/login (validation messages)', findings);
  visited.push('/auth/login (validation messages)');
  report('signed out', visited, skipped, findings);
});

const keysOf = (user: SessionUser) => new Set<string>(defaultPermissionsOf(user.toUpperCase() as Role));
const mayOpen = (keys: Set<string>, path: string) => {
  const permission = screenPermission(path);
  return permission === null || keys.has(permission);
};

/** The signed-in screens `user`'s role may open, by its default permission keys. */
async function screensOfRole(page: Page, user: SessionUser): Promise<RouteInfo[]> {
  const keys = keysOf(user);
  return (await screensOf(page)).filter((r) => r.signedIn && mayOpen(keys, r.path));
}

/**
 * Roles with the same permissions open the same screens over the same plant's returns (admin and
 * administrator; asm, nsm and bm): each such group is checked as its first user. A screen is the
 * same markup whoever opens it, so it is checked by the first group that may open it (admin's,
 * who may open nearly all); each other group checks its own shell and dashboard, where it lands,
 * and the screens no earlier group may open. Every screen is checked once, and CI stays short.
 */
const permissionGroups = new Map<string, SessionUser[]>();
for (const u of sessionUsers) {
  const keys = [...keysOf(u)].sort().join(',');
  permissionGroups.set(keys, [...(permissionGroups.get(keys) ?? []), u]);
}
const groups = [...permissionGroups.values()] as [SessionUser, ...SessionUser[]][];
const checkedBefore = (group: number, path: string) => groups.slice(0, group).some(([earlier]) => mayOpen(keysOf(earlier), path));

// The first group opens some fifty screens: in two halves, one per worker, so neither waits for the other.
const halves = (group: number) => (group === 0 ? [0, 1] : [0]);
for (const [group, [user, ...alike]] of groups.entries()) {
  for (const half of halves(group)) {
    const part = halves(group).length > 1 ? ` (part ${half + 1} of 2)` : '';
    test(`${[user, ...alike].join(', ')}${part}: the screens the role is first to open have no serious or critical violation`, async ({ page, request }) => {
      const m = await returnsFor(request);
      const shell = new ShellPage(page);
      await shell.enterAs(user);
      const landing = new URL(page.url()).pathname;
      const routes = (await screensOfRole(page, user)).filter((r) => r.path === landing || !checkedBefore(group, r.path));
      routes.sort((a, b) => Number(b.path === landing) - Number(a.path === landing));
      // The landing screen first, so the first half checks it whole; the second half checks its shell on its own first screen.
      const mine = routes.filter((_, i) => i % halves(group).length === half);
      const { findings, visited, skipped } = await checkEach(
        page,
        mine.map((r) => addressOf(r.path, m)),
        mine.map((r) => r.path),
        {
          wholeFirst: true,
          // The admin's screens are every screen: each is measured at 200% zoom too (zoomed, below).
          inspect: async (p, url, found, options) => {
            await check(p, url, found, options);
            if (user === 'admin') await zoomed(p, url, found);
          },
        },
      );
      if (user === 'admin' && half === 1) {
        // A dialog open: the quick panel (a drawer) over the dashboard.
        await open(page, '/dashboard');
        await page.getByRole('button', { name: 'Quick panel' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check(page, '/dashboard (quick panel open)', findings);
        visited.push('/dashboard (quick panel open)');
        await page.keyboard.press('Escape');
        // A form from a schema in a dialog, with a field's message: an e-mail template's subject emptied.
        await open(page, '/administrator/email-templates');
        await page.locator('.mrt-table-container tbody tr').first().getByRole('button', { name: 'Edit' }).click();
        const form = page.getByRole('dialog');
        await clearField(form.getByRole('textbox', { name: /^Subject/ }));
        await form.getByRole('button', { name: 'Save' }).click();
        await expect(form.getByRole('alert').first()).toBeVisible();
        await check(page, '/administrator/email-templates (edit dialog, validation message)', findings);
        visited.push('/administrator/email-templates (edit dialog, validation message)');
      }
      if (user === 'fss') {
        // A message dialog: Next with no row chosen.
        await open(page, '/fss-asm-bm');
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await expect(page.getByTestId('dialog-message')).toHaveText('Please select row first');
        await check(page, '/fss-asm-bm (message dialog)', findings);
        visited.push('/fss-asm-bm (message dialog)');
      }
      report(user, visited, skipped, findings);
    });
  }
}

/**
 * The dark scheme keeps AA: the screens of FSS (lists with status badges, a return's detail, the
 * reports, the dashboard) drawn dark, checked by axe's colour rules (the same markup passed every
 * other rule, and HTML_CodeSniffer, in the light scheme). The scheme is the user's stored preference: the test has the
 * browser read it as dark from the user's own answer rather than store it, which would darken the
 * screens of every other test signed in as FSS at the same time.
 */
test('dark scheme: every screen of FSS has no serious or critical violation', async ({ page, request }) => {
  const m = await returnsFor(request);
  await page.route('**/api/user/me', async (route) => {
    const response = await route.fetch();
    const me = await response.json();
    await route.fulfill({ response, json: { ...me, preferences: { ...me.preferences, colorScheme: 'dark' } } });
  });
  // A page whose screen the server drew carries the user it was drawn for (http/screenPicture.ts): read as dark there too.
  await page.route('**/*', async (route) => {
    if (!route.request().isNavigationRequest()) return route.fallback();
    const response = await route.fetch();
    const body = (await response.text())
      .replace('data-mantine-color-scheme="light"', 'data-mantine-color-scheme="dark"')
      .replace(/("preferences":\{[^}]*"colorScheme":)"light"/, '$1"dark"');
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
    await route.fulfill({ status: response.status(), headers, body });
  });
  await new ShellPage(page).enterAs('fss');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const routes = await screensOfRole(page, 'fss');
  const { findings, visited, skipped } = await checkEach(
    page,
    routes.map((r) => addressOf(r.path, m)),
    routes.map((r) => r.path),
    { wholeFirst: true, inspect: (p, url, found, options) => check(p, url, found, { ...options, colours: true }) },
  );
  report('fss (dark scheme)', visited, skipped, findings);
});

/**
 * 200% zoom: a 1280 × 800 screen zoomed to 200% lays pages out 640 × 400 CSS pixels wide. No screen
 * may then scroll the page sideways (a wide table scrolls in its own box) or push its title out of
 * view; the menu is behind its button. Measured on each of the admin's screens where axe has just
 * checked it (the admin opens every screen there is): the window narrowed, then widened again.
 */
async function zoomed(page: Page, url: string, findings: Finding[]) {
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 640, height: 400 });
  await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeVisible();
  // Laid out again at the new width: what sizes itself by observing its box (a chart) settles
  // over a few frames, so the page is read each frame until it fits, for at most two seconds.
  const lost = await page.evaluate(
    () =>
      new Promise<string[]>((done) => {
        const until = performance.now() + 2_000;
        const read = () => {
          const width = window.innerWidth;
          const title = document.querySelector('main h2')?.getBoundingClientRect();
          const found = [
            ...(document.documentElement.scrollWidth > width ? [`the page is ${document.documentElement.scrollWidth} px wide`] : []),
            ...(title && (title.left < 0 || title.right > width) ? ['the title is cut off'] : []),
          ];
          if (found.length && performance.now() < until) requestAnimationFrame(read);
          else done(found);
        };
        requestAnimationFrame(() => requestAnimationFrame(read));
      }),
  );
  for (const what of lost) findings.push({ url, rule: 'zoom-200', impact: 'serious', help: what, targets: [] });
  await page.setViewportSize(wide);
}
