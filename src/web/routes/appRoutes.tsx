import { createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';
import { tokenStore } from '../session/tokenStore.ts';
import { approvalRoutes } from './approvalRoutes.ts';
import { rejectRoutes } from './rejectRoutes.ts';
import { deliveryWarehouseRoutes } from './deliveryWarehouseRoutes.ts';
import { returnRoutes } from './returnRoutes.ts';
import { masterDataRoutes } from './masterDataRoutes.ts';
import { adminRoutes } from './adminRoutes.ts';
import { reportDetailRoutes, reportHeaderRoutes } from './reportRoutes.ts';
import { dashboardRoutes } from './dashboardRoutes.ts';
import { overlayAddress } from '../features/workflow/overlayAddress.ts';
import type { RouterContext } from './routerContext.ts';

const workflowPage = lazyRouteComponent(() => import('../features/workflow/WorkflowPage.tsx'), 'WorkflowPage');

/** Everything behind sign-in, in the application shell. */
export function appRoutes<TRoot extends AnyRoute>(rootRoute: TRoot) {
  const layout = createRoute({
    getParentRoute: () => rootRoute,
    id: 'app',
    beforeLoad: async (): Promise<RouterContext> => {
      if (!tokenStore.get()) throw redirect({ to: '/auth/login' });
      // The query client comes with the signed-in screens; the sign-in page does not carry it.
      const { queryClient } = await import('../api/serverState.tsx');
      return { queryClient };
    },
    // The shell loads after sign-in: the sign-in page does not carry it.
    component: lazyRouteComponent(() => import('../features/shell/AppLayout.tsx'), 'AppLayout'),
  });
  const go = (to: string) => () => {
    throw redirect({ to });
  };
  return layout.addChildren([
    createRoute({ getParentRoute: () => layout, path: '/', beforeLoad: go('/dashboard') }),
    ...dashboardRoutes(layout),
    createRoute({
      getParentRoute: () => layout,
      path: 'user-profile',
      component: lazyRouteComponent(() => import('../features/profile/UserProfilePage.tsx'), 'UserProfilePage'),
    }),
    // Pages of the admin template the old application carried, not product behaviour (spec 000 §2.1).
    createRoute({ getParentRoute: () => layout, path: 'builder', beforeLoad: go('/dashboard') }),
    createRoute({ getParentRoute: () => layout, path: 'e-commerce', beforeLoad: go('/dashboard') }),
    createRoute({ getParentRoute: () => layout, path: 'my-page', beforeLoad: go('/user-profile') }),
    // The administration area opens at its first screen (spec 000 §2.1 lists /administrator itself).
    createRoute({ getParentRoute: () => layout, path: 'administrator', beforeLoad: go('/administrator/users') }),
    ...returnRoutes(layout),
    // The workflow charts, each drawn from its machine (issue 12); the path names the machine.
    createRoute({ getParentRoute: () => layout, path: 'workflow', validateSearch: overlayAddress.validate, component: workflowPage }),
    createRoute({ getParentRoute: () => layout, path: 'workflow/$machine', validateSearch: overlayAddress.validate, component: workflowPage }),
    ...approvalRoutes(layout),
    ...rejectRoutes(layout),
    ...deliveryWarehouseRoutes(layout),
    ...masterDataRoutes(layout),
    ...adminRoutes(layout),
    ...reportHeaderRoutes(layout),
    ...reportDetailRoutes(layout),
    // The administrators' and head office's Synchronisation screen (spec 002 §7).
    createRoute({
      getParentRoute: () => layout,
      path: 'administrator/synch',
      component: lazyRouteComponent(() => import('../features/masterdata/synch/SynchronisationPage.tsx'), 'SynchronisationPage'),
    }),
  ]);
}
