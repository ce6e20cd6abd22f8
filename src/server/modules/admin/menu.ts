import type { components } from '../../../../generated/api.d.ts';
import type { Handlers } from '../../http/handlers.ts';
import { signedInUser } from '../../http/authenticate.ts';
import { menuEntries } from './adminRepository.ts';

type MenuItem = components['schemas']['MenuItem'];

interface PermissionRow {
  permission_key: string;
  parent_key: string | null;
  title: string;
  url: string | null;
  icon: string | null;
}

/**
 * The side menu: the entries of the permission table the user holds that lead somewhere (a url,
 * or a group with at least one such entry). Actions never show.
 */
export function buildMenu(rows: PermissionRow[], held: Set<string>): MenuItem[] {
  const childrenOf = new Map<string | null, PermissionRow[]>();
  for (const row of rows) childrenOf.set(row.parent_key, [...(childrenOf.get(row.parent_key) ?? []), row]);
  const build = (parent: string | null): MenuItem[] =>
    (childrenOf.get(parent) ?? [])
      .filter((row) => held.has(row.permission_key))
      .map((row) => ({ key: row.permission_key, title: row.title, url: row.url, icon: row.icon, submenu: build(row.permission_key) }))
      .filter((item) => item.url !== null || item.submenu.length > 0);
  return build(null);
}

export const menuHandlers: Pick<Handlers, 'getMenu'> = {
  async getMenu(request) {
    const user = signedInUser(request);
    return { data: buildMenu(await menuEntries(request.server.db), user.permissions) };
  },
};
