import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { approvalRoutes } from './approvalRoutes.ts';
import { rejectRoutes } from './rejectRoutes.ts';
import { deliveryWarehouseRoutes } from './deliveryWarehouseRoutes.ts';
import { returnRoutes } from './returnRoutes.ts';
import { masterDataRoutes } from './masterDataRoutes.ts';
import { adminRoutes } from './adminRoutes.ts';
import { reportDetailRoutes, reportHeaderRoutes } from './reportRoutes.ts';
import { dashboardRoutes } from './dashboardRoutes.ts';
import { overlayAddress } from '../features/workflow/overlayAddress.ts';
import { appLayout } from './appLayout.ts';

const workflowPage = lazyRouteComponent(() => import('../features/workflow/WorkflowPage.tsx'), 'WorkflowPage');
const to = (path: '/dashboard' | '/user-profile' | '/administrator/$screen') => () => {
  throw redirect(path === '/administrator/$screen' ? { to: path, params: { screen: 'users' } } : { to: path });
};

// Each route is made before the layout takes it: made inside addChildren's list, the tree's types are lost.
const home = createRoute({ getParentRoute: () => appLayout, path: '/', beforeLoad: to('/dashboard') });
const profile = createRoute({
  getParentRoute: () => appLayout,
  path: 'user-profile',
  component: lazyRouteComponent(() => import('../features/profile/UserProfilePage.tsx'), 'UserProfilePage'),
});
// Pages of the admin template the old application carried, not product behaviour (spec 000 §2.1).
const templatePages = [
  createRoute({ getParentRoute: () => appLayout, path: 'builder', beforeLoad: to('/dashboard') }),
  createRoute({ getParentRoute: () => appLayout, path: 'e-commerce', beforeLoad: to('/dashboard') }),
  createRoute({ getParentRoute: () => appLayout, path: 'my-page', beforeLoad: to('/user-profile') }),
];
// The administration area opens at its first screen (spec 000 §2.1 lists /administrator itself).
const administration = createRoute({ getParentRoute: () => appLayout, path: 'administrator', beforeLoad: to('/administrator/$screen') });
// The workflow charts, each drawn from its machine (issue 12); the path names the machine.
// A pathless scope holds the charts' address, which every chart shares.
const workflowCharts = createRoute({ getParentRoute: () => appLayout, id: 'workflow-charts', validateSearch: overlayAddress.validate });
const workflowOverview = createRoute({ getParentRoute: () => workflowCharts, path: 'workflow', component: workflowPage });
const machineChart = createRoute({ getParentRoute: () => workflowCharts, path: 'workflow/$machine', component: workflowPage });
// The administrators' and head office's Synchronisation screen (spec 002 §7).
const synchronisation = createRoute({
  getParentRoute: () => appLayout,
  path: 'administrator/synch',
  component: lazyRouteComponent(() => import('../features/masterdata/synch/SynchronisationPage.tsx'), 'SynchronisationPage'),
});

/** Everything behind sign-in, in the application shell. */
export const appRoutes = appLayout.addChildren([
  home,
  ...dashboardRoutes,
  profile,
  ...templatePages,
  administration,
  ...returnRoutes,
  workflowCharts.addChildren([workflowOverview, machineChart]),
  ...approvalRoutes,
  ...rejectRoutes,
  ...deliveryWarehouseRoutes,
  ...masterDataRoutes,
  ...adminRoutes,
  ...reportHeaderRoutes,
  ...reportDetailRoutes,
  synchronisation,
]);
