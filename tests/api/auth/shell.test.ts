import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Item = { key: string; url: string | null; submenu: Item[] };
const keys = (items: Item[]): string[] => items.flatMap((i) => [i.key, ...keys(i.submenu)]);

describe('menu', () => {
  it('differs by role and shows only entries that lead somewhere', async () => {
    const menuOf = async (user: string) => keys((await t.request({ method: 'GET', url: '/api/menu', token: await t.signIn(user) })).json().data);
    const sales = await menuOf('sales_service');
    const fss = await menuOf('fss');
    const admin = await menuOf('admin');
    expect(sales).toEqual(
      expect.arrayContaining(['newReturn', 'returns.withRtv', 'returns.nonRtv', 'approvals.sales', 'rejects.rejectReturn', 'masterdata.customer']),
    );
    expect(sales).not.toContain('administration');
    expect(fss).toEqual(['dashboard', 'approval', 'approvals.sales', 'reportReturn', 'reports.header', 'reports.detail', 'profile']);
    expect(admin).toEqual(expect.arrayContaining(['administration', 'admin.users', 'delivery.chiefDelivery', 'warehouse.chiefWarehouse']));
    expect(admin).not.toContain('reports.printFpre');
  });

  // What each role's side menu shows at its top (the browser shows the titles as they come: tests/unit/shellLook.test.tsx).
  const topEntries: Record<string, string[]> = {
    admin: ['New Return', 'Approval', 'Report Return', 'Workflow Charts', 'Master Data', 'Administration'],
    administrator: ['New Return', 'Approval', 'Report Return', 'Workflow Charts', 'Master Data', 'Administration'],
    operation_ho: ['Report Return', 'Workflow Charts', 'Master Data', 'Administration'],
    sales_service: ['New Return', 'Approval', 'Report Return', 'Master Data'],
    display: ['Report Return', 'Workflow Charts', 'Master Data'],
    display_only: ['Report Return', 'Workflow Charts', 'Master Data'],
    fss: ['Approval', 'Report Return'],
    asm: ['Approval', 'Report Return'],
    nsm: ['Approval', 'Report Return'],
    bm: ['Approval', 'Report Return'],
    brqa: ['Approval', 'Report Return'],
    qaho: ['Approval', 'Report Return'],
    client: ['Approval', 'Report Return'],
    chief_delivery: ['Approval', 'Report Return'],
    chief_warehouse: ['Approval', 'Report Return'],
    fpre: ['Report Return'],
  };
  it.each(Object.entries(topEntries))('shows %s the dashboard, the entries of the role and the profile', async (user, entries) => {
    const menu = (await t.request({ method: 'GET', url: '/api/menu', token: await t.signIn(user) })).json().data as { title: string }[];
    expect(menu.map((item) => item.title)).toEqual(['Dashboard', ...entries, 'My Profile']);
  });

  it('refuses the menu without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/menu' })).statusCode).toBe(401);
  });
});

describe('permissions', () => {
  it("answers 403 to a signed-in user without the operation's permission", async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/registrations', token: await t.signIn('display') });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('You do not have permission to do this.');
  });

  it("follows a role's permissions as administrators change them", async () => {
    const token = await t.signIn('display_only');
    const role = await t.db.selectFrom('roles').select('role_id').where('role_name', '=', 'DISPLAY_ONLY').executeTakeFirstOrThrow();
    await t.db.insertInto('role_permissions').values({ role_id: role.role_id, permission_key: 'admin.users' }).execute();
    expect((await t.request({ method: 'GET', url: '/api/admin/registrations', token })).statusCode).toBe(200);
  });
});

describe('profile and preferences', () => {
  it('records the privacy agreement for the current policy version only', async () => {
    const token = await t.signIn('brqa');
    const me = async () => (await t.request({ method: 'GET', url: '/api/user/me', token })).json();
    expect((await me()).privacy).toEqual({ policyVersion: '2026-01', agreed: false });
    const stale = await t.request({ method: 'PUT', url: '/api/user/privacy-agreement', token, payload: { policyVersion: '2025-01' } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().field).toBe('policyVersion');
    const agreed = await t.request({ method: 'PUT', url: '/api/user/privacy-agreement', token, payload: { policyVersion: '2026-01' } });
    expect(agreed.statusCode).toBe(200);
    expect((await me()).privacy.agreed).toBe(true);
  });

  it('stores language and colour scheme on the user and refuses unknown values', async () => {
    const token = await t.signIn('client');
    const saved = await t.request({ method: 'PUT', url: '/api/user/preferences', token, payload: { language: 'ja', colorScheme: 'dark' } });
    expect(saved.statusCode).toBe(200);
    const again = await t.signIn('client');
    expect((await t.request({ method: 'GET', url: '/api/user/me', token: again })).json().preferences).toEqual({ language: 'ja', colorScheme: 'dark' });
    const bad = await t.request({ method: 'PUT', url: '/api/user/preferences', token, payload: { language: 'xx', colorScheme: 'dark' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('language');
  });

  it('keeps the Chief Delivery filters of a user until the next search, whatever else the preferences change', async () => {
    const token = await t.signIn('chief_delivery2');
    const filters = { retNumber: 'APL1001', invoiceNo: '', typeReturn: 'NON MTKA', customerName: 'Apotek', customerCode: '', statusPrint: 'R' };
    const saved = await t.request({
      method: 'PUT',
      url: '/api/user/preferences',
      token,
      payload: { language: 'en', colorScheme: 'light', chiefDeliveryFilters: filters },
    });
    expect(saved.statusCode).toBe(200);
    // The language menu sends no filters: they stay.
    await t.request({ method: 'PUT', url: '/api/user/preferences', token, payload: { language: 'fr', colorScheme: 'light' } });
    const me = (await t.request({ method: 'GET', url: '/api/user/me', token: await t.signIn('chief_delivery2') })).json();
    expect(me.preferences).toEqual({ language: 'fr', colorScheme: 'light', chiefDeliveryFilters: filters });
    const bad = await t.request({
      method: 'PUT',
      url: '/api/user/preferences',
      token,
      payload: { language: 'en', colorScheme: 'light', chiefDeliveryFilters: { ...filters, statusPrint: 'X' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toContain('statusPrint');
    const other = (await t.request({ method: 'GET', url: '/api/user/me', token: await t.signIn('chief_warehouse2') })).json();
    expect(other.preferences.chiefDeliveryFilters).toBeUndefined();
  });

  it("lists the user's own audit events, newest first, paged", async () => {
    const token = await t.signIn('chief_delivery');
    const events = async () => (await t.request({ method: 'GET', url: '/api/user/me/audit-events?pageNo=1&pageSize=1', token })).json();
    const before = (await events()).totalRecord as number;
    await t.request({ method: 'PUT', url: '/api/user/privacy-agreement', token, payload: { policyVersion: '2026-01' } });
    expect(await events()).toMatchObject({ pageNo: 1, pageSize: 1, totalRecord: before + 1, data: [{ action: 'privacy.agreed' }] });
    const bad = await t.request({ method: 'GET', url: '/api/user/me/audit-events?pageSize=5000', token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('pageSize');
  });

  it('lists parameters of a group', async () => {
    const token = await t.signIn('fss');
    const reasons = (await t.request({ method: 'GET', url: '/api/param?paramGroupId=STATUS_PRINT&pageNo=1&pageSize=20', token })).json();
    expect(reasons.data.map((p: { paramCode: string }) => p.paramCode)).toEqual(['Y', 'N', 'R']);
    expect(reasons.totalRecord).toBe(3);
  });
});

describe('documentation and unknown paths', () => {
  it('serves the API reference offline', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const spec = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json().paths['/user/login'].post.operationId).toBe('login');
  });

  it('answers an unknown API path with a problem', async () => {
    const response = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});
