import { flattenPermissions } from '../../../shared/permissions.ts';
import type { MenuItem } from '../../session/session.tsx';

const covers = (url: string, pathname: string) => pathname === url || pathname.startsWith(`${url}/`);

/** The menu entries from the top down to the one whose url best covers the path (breadcrumbs). */
export function activeTrail(menu: MenuItem[], pathname: string): MenuItem[] {
  let best: MenuItem[] = [];
  const walk = (items: MenuItem[], trail: MenuItem[]) => {
    for (const item of items) {
      const here = [...trail, item];
      if (item.url && covers(item.url, pathname) && item.url.length > (best.at(-1)?.url?.length ?? -1)) best = here;
      walk(item.submenu, here);
    }
  };
  walk(menu, []);
  return best;
}

const screens = flattenPermissions().filter((p) => p.url);

/** The permission of the screen a path belongs to, from the catalogue; null for shared pages. */
export function screenPermission(pathname: string): string | null {
  const match = screens.filter((p) => covers(p.url!, pathname)).sort((a, b) => b.url!.length - a.url!.length)[0];
  return match?.key ?? null;
}
