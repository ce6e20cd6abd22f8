import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appLayout } from './appLayout.ts';
import { loadQuery } from './loadQuery.ts';
import { dashboardParts, endedCounts, needApprovalFirstPage, newRegistrationsFirstPage, stepCounts } from '../features/dashboard/dashboardQueries.ts';

/** The dashboard, where every user lands (spec 000 §2.3). */
export const dashboardRoutes = [
  createRoute({
    getParentRoute: () => appLayout,
    path: 'dashboard',
    // What the user's dashboard shows (by their permissions), in the cache before it shows.
    loader: async ({ context: { queryClient, user }, cause }) => {
      const parts = dashboardParts((permission) => user.permissions.includes(permission));
      await Promise.all([
        parts.newRegistration && loadQuery(queryClient, newRegistrationsFirstPage(), cause),
        parts.needApproval && loadQuery(queryClient, needApprovalFirstPage(), cause),
        parts.stepCounters && loadQuery(queryClient, stepCounts(), cause),
        parts.stepCounters && loadQuery(queryClient, endedCounts(), cause),
      ]);
    },
    component: lazyRouteComponent(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage'),
  }),
];
