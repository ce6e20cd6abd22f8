import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { MenuItem } from '../../session/session.tsx';
import { activeTrail } from './activeMenu.ts';
import { MenuIcon } from './menuIcons.tsx';
import { useMenuLabel } from './useMenuLabel.ts';

/** The side menu, as the server builds it from the user's permissions. */
export function SideMenu({ menu, onNavigate }: { menu: MenuItem[]; onNavigate: () => void }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const trail = new Set(activeTrail(menu, pathname).map((item) => item.key));
  const label = useMenuLabel();

  const render = (items: MenuItem[], depth: number) =>
    items.map((item) =>
      item.submenu.length > 0 && !item.url ? (
        <NavLink
          key={item.key}
          component="button"
          label={label(item)}
          leftSection={depth === 0 ? <MenuIcon name={item.icon} /> : null}
          defaultOpened={trail.has(item.key)}
          active={false}
          childrenOffset={28}
        >
          {render(item.submenu, depth + 1)}
        </NavLink>
      ) : (
        <NavLink
          key={item.key}
          component={Link}
          to={item.url ?? '/'}
          // The trail alone highlights: the router's own match would also mark /new-return/non-rtv
          // on /new-return/non-rtv/non-reference (aria-current, which the menu's style highlights).
          activeOptions={{ exact: true }}
          label={label(item)}
          leftSection={depth === 0 ? <MenuIcon name={item.icon} /> : null}
          active={trail.has(item.key)}
          onClick={onNavigate}
        />
      ),
    );

  return (
    <ScrollArea component="nav" aria-label="Main menu" h="100%">
      {render(menu, 0)}
    </ScrollArea>
  );
}
