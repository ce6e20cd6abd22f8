import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { rejectPage } from '../features/rejects/rejectQueries.ts';
import { filtersOf, rejectListSearch } from '../features/rejects/rejectSearch.ts';
import type { RouterContext } from './routerContext.ts';

/**
 * Reject Return's list, its new-return and back-to-customer screens (spec 002 §2), under a
 * pathless route that holds the flow's memory while the user is on its screens.
 */
export function rejectRoutes<TLayout extends AnyRoute>(layout: TLayout) {
  const scope = createRoute({
    getParentRoute: () => layout,
    id: 'reject-return-flow',
    component: lazyRouteComponent(() => import('../features/rejects/rejectMemory.ts'), 'RejectFlowScope'),
  });
  const route = (path: string, component: ReturnType<typeof lazyRouteComponent>) => createRoute({ getParentRoute: () => scope, path, component });
  return [
    scope.addChildren([
      // The list's filters and page live in the address: Back, Reload and a shared link keep them.
      createRoute({
        getParentRoute: () => scope,
        path: 'reject-return',
        validateSearch: rejectListSearch,
        // The page asked for is in the cache before the list shows (a refusal leaves the list to say so).
        loaderDeps: ({ search }) => search,
        loader: async ({ context, deps }) => {
          const { queryClient } = context as RouterContext;
          await queryClient.ensureQueryData(rejectPage(filtersOf(deps), { pageNo: deps.page ?? 1, pageSize: deps.size ?? 10 })).catch(() => undefined);
        },
        component: lazyRouteComponent(() => import('../features/rejects/RejectListPage.tsx'), 'RejectListPage'),
      }),
      route(
        'reject-return/detail-new',
        lazyRouteComponent(() => import('../features/rejects/RegroupPage.tsx'), 'RegroupPage'),
      ),
      route(
        'reject-return/back-customer',
        lazyRouteComponent(() => import('../features/rejects/BackToCustomerPage.tsx'), 'BackToCustomerPage'),
      ),
    ]),
  ];
}
