import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appLayout } from './appLayout.ts';

/** The dashboard, where every user lands (spec 000 §2.3). */
export const dashboardRoutes = [
  createRoute({
    getParentRoute: () => appLayout,
    path: 'dashboard',
    component: lazyRouteComponent(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage'),
  }),
];
