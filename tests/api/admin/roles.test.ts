import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const tokens = new Map<string, string>();
const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = 'admin') =>
  t.request({ method, url: `/api${url}`, ...(payload ? { payload } : {}), token: await tokenOf(user) });

interface TreeNode {
  key: string;
  checked: boolean;
  state: 'checked' | 'partial' | 'unchecked';
  children: TreeNode[];
}
const find = (nodes: TreeNode[], key: string): TreeNode | undefined => nodes.map((n) => (n.key === key ? n : find(n.children, key))).find(Boolean);
const roleIdOf = async (roleName: string) =>
  (await t.db.selectFrom('roles').select('role_id').where('role_name', '=', roleName).executeTakeFirstOrThrow()).role_id;
const treeOf = async (roleId: number) => (await call('GET', `/permission/tree/${roleId}`)).json().data as { roleName: string; nodes: TreeNode[] };
const checkedKeys = (nodes: TreeNode[]): string[] => nodes.flatMap((n) => [...(n.checked ? [n.key] : []), ...checkedKeys(n.children)]);
const menuKeys = async (user: string) => {
  const walk = (items: { key: string; submenu: unknown[] }[]): string[] => items.flatMap((i) => [i.key, ...walk(i.submenu as never)]);
  return walk((await call('GET', '/menu', undefined, user)).json().data);
};

describe('roles', () => {
  it('lists every role with its users counted, to administrators only', async () => {
    const answer = await call('GET', '/role?pageSize=50');
    expect(answer.statusCode, answer.body).toBe(200);
    const fss = answer.json().data.find((r: { roleName: string }) => r.roleName === 'FSS');
    expect(fss).toMatchObject({ userCount: 2, builtIn: true });
    expect(answer.json().totalRecord).toBe(16);
    expect((await call('GET', '/role', undefined, 'operation_ho')).statusCode).toBe(403);
  });

  it('creates a role, refuses a bad or taken name, and deletes it while no one holds it', async () => {
    const created = await call('POST', '/role', { roleName: 'AREA_MANAGER', description: 'Area managers' });
    expect(created.statusCode, created.body).toBe(200);
    const roleId = created.json().data;
    const bad = await call('POST', '/role', { roleName: 'area manager' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('roleName');
    expect((await call('POST', '/role', { roleName: 'AREA_MANAGER' })).statusCode).toBe(409);
    expect((await call('POST', '/role', { roleName: 'OTHER' }, 'fss')).statusCode).toBe(403);

    const user = await call('POST', '/user', { userName: 'area.one', fullName: 'Area One', roles: ['AREA_MANAGER'] });
    expect(user.statusCode, user.body).toBe(200);
    const held = await call('DELETE', `/role?roleId=${roleId}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().detail).toBe('The role AREA_MANAGER is held by 1 user. Take it from them first.');
    expect((await call('PUT', `/user/${user.json().data.userId}`, { fullName: 'Area One', roles: ['FSS'] })).statusCode).toBe(200);
    expect((await call('DELETE', `/role?roleId=${roleId}`, undefined, 'operation_ho')).statusCode).toBe(403);
    const deleted = await call('DELETE', `/role?roleId=${roleId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('DELETE', `/role?roleId=${roleId}`)).statusCode).toBe(404);
    const audit = await t.db.selectFrom('audit_events').select('detail').where('action', '=', 'role.delete').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toEqual({ before: { roleName: 'AREA_MANAGER', description: 'Area managers', permissions: [] }, after: null });
  });

  it("keeps the product's own roles", async () => {
    const answer = await call('DELETE', `/role?roleId=${await roleIdOf('NSM')}`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().field).toBe('roleId');
  });
});

describe('permission trees', () => {
  it('shows what a role holds, a group partial when it holds some of it', async () => {
    const tree = await treeOf(await roleIdOf('FSS'));
    expect(tree.roleName).toBe('FSS');
    expect(find(tree.nodes, 'approvals.sales')).toMatchObject({ checked: true });
    expect(find(tree.nodes, 'approval')).toMatchObject({ checked: true, state: 'partial' });
    expect(find(tree.nodes, 'administration')).toMatchObject({ checked: false, state: 'unchecked' });
    expect(find(tree.nodes, 'profile')).toMatchObject({ checked: true, state: 'checked' });
    expect((await call('GET', '/permission/tree/2147483647')).statusCode).toBe(404);
    expect((await call('GET', `/permission/tree/${await roleIdOf('FSS')}`, undefined, 'fss')).statusCode).toBe(403);
  });

  it("takes a screen away from a role: its users' menu loses it and the server refuses it on their next request", async () => {
    const roleId = await roleIdOf('OPERATION_HO');
    expect(await menuKeys('operation_ho')).toContain('masterdata.plant');
    expect((await call('GET', '/plant', undefined, 'operation_ho')).statusCode).toBe(200);
    const keys = checkedKeys((await treeOf(roleId)).nodes).filter((k) => k !== 'masterdata.plant');
    const saved = await call('POST', `/permission/tree/${roleId}`, { keys });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await menuKeys('operation_ho')).not.toContain('masterdata.plant');
    expect((await call('GET', '/plant', undefined, 'operation_ho')).statusCode).toBe(403);
    expect(find((await treeOf(roleId)).nodes, 'masterData')).toMatchObject({ state: 'partial' });

    // Given back as a lone key, its menu group comes with it.
    const onlyPlant = await call('POST', `/permission/tree/${roleId}`, { keys: ['masterdata.plant'] });
    expect(onlyPlant.statusCode).toBe(200);
    expect(await menuKeys('operation_ho')).toEqual(['masterData', 'masterdata.plant']);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('detail')
      .where('action', '=', 'role.permissions')
      .orderBy('event_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!).after).toEqual({ roleName: 'OPERATION_HO', permissions: ['masterData', 'masterdata.plant'] });
  });

  it('refuses an unknown key naming it, a missing role, non-administrators, and taking the Roles screen from a role of your own', async () => {
    const roleId = await roleIdOf('ADMIN');
    const unknown = await call('POST', `/permission/tree/${roleId}`, { keys: ['admin.roles', 'no.such'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'keys', detail: 'no.such is not a permission.' });
    expect((await call('POST', '/permission/tree/2147483647', { keys: [] })).statusCode).toBe(404);
    expect((await call('POST', `/permission/tree/${roleId}`, { keys: [] }, 'operation_ho')).statusCode).toBe(403);
    const self = await call('POST', `/permission/tree/${roleId}`, { keys: ['dashboard'] });
    expect(self.statusCode).toBe(409);
    expect(self.json().field).toBe('keys');
    expect(find((await treeOf(roleId)).nodes, 'admin.roles')).toMatchObject({ checked: true });
    // Another administrator may change ADMIN: it is not a role of theirs.
    const other = await call('POST', `/permission/tree/${roleId}`, { keys: ['dashboard', 'admin.users', 'admin.roles'] }, 'administrator');
    expect(other.statusCode, other.body).toBe(200);
  });
});
