import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

/** The dashboard, where every user lands (spec 000 §2.3). */
export function dashboardRoutes<TLayout extends AnyRoute>(layout: TLayout) {
  return [
    createRoute({
      getParentRoute: () => layout,
      path: 'dashboard',
      component: lazyRouteComponent(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage'),
    }),
  ];
}
