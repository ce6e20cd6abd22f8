import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { adminScreens } from '../features/admin/records/adminScreens.ts';

const adminPages = () => import('../features/admin/records/adminPages.tsx');

/** The administration screens built from forms/admin (spec 002 §2), one route per record. */
export function adminRoutes<TLayout extends AnyRoute>(layout: TLayout) {
  return adminScreens.map((screen) =>
    createRoute({
      getParentRoute: () => layout,
      path: screen.route.replace(/^\//, ''),
      component: lazyRouteComponent(() => adminPages().then((m) => m.adminPages), screen.resource),
    }),
  );
}
