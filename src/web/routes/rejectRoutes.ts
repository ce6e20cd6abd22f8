import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rejectPage } from '../features/rejects/rejectQueries.ts';
import { filtersOf, rejectListSearch } from '../features/rejects/rejectSearch.ts';
import { appLayout } from './appLayout.ts';
import { loadQuery } from './loadQuery.ts';

/**
 * Reject Return's list, its new-return and back-to-customer screens (spec 002 §2), under a
 * pathless route that holds the flow's memory while the user is on its screens.
 */
const scope = createRoute({
  getParentRoute: () => appLayout,
  id: 'reject-return-flow',
  component: lazyRouteComponent(() => import('../features/rejects/rejectMemory.ts'), 'RejectFlowScope'),
});

// Each route is made before its parent takes it: made inside addChildren's list, the tree's types are lost.
const list = createRoute({
  getParentRoute: () => scope,
  path: 'reject-return',
  // The list's filters and page live in the address: Back, Reload and a shared link keep them.
  validateSearch: rejectListSearch,
  // The page asked for is in the cache before the list shows.
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadQuery(queryClient, rejectPage(filtersOf(deps), { pageNo: deps.page ?? 1, pageSize: deps.size ?? 10 }), cause),
  component: lazyRouteComponent(() => import('../features/rejects/RejectListPage.tsx'), 'RejectListPage'),
});
const regroup = createRoute({
  getParentRoute: () => scope,
  path: 'reject-return/detail-new',
  component: lazyRouteComponent(() => import('../features/rejects/RegroupPage.tsx'), 'RegroupPage'),
});
const backToCustomer = createRoute({
  getParentRoute: () => scope,
  path: 'reject-return/back-customer',
  component: lazyRouteComponent(() => import('../features/rejects/BackToCustomerPage.tsx'), 'BackToCustomerPage'),
});

export const rejectRoutes = [scope.addChildren([list, regroup, backToCustomer])];
