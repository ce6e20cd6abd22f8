import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { rejectListSearch } from '../features/rejects/rejectSearch.ts';

/** Reject Return's list, its new-return and back-to-customer screens, and Approval Changes (spec 002 §2). */
export function rejectRoutes<TLayout extends AnyRoute>(layout: TLayout) {
  const route = (path: string, component: ReturnType<typeof lazyRouteComponent>) => createRoute({ getParentRoute: () => layout, path, component });
  return [
    // The list's filters and page live in the address: Back, Reload and a shared link keep them.
    createRoute({
      getParentRoute: () => layout,
      path: 'reject-return',
      validateSearch: rejectListSearch,
      component: lazyRouteComponent(() => import('../features/rejects/RejectListPage.tsx'), 'RejectListPage'),
    }),
    route('reject-return/detail-new', lazyRouteComponent(() => import('../features/rejects/RegroupPage.tsx'), 'RegroupPage')),
    route('reject-return/back-customer', lazyRouteComponent(() => import('../features/rejects/BackToCustomerPage.tsx'), 'BackToCustomerPage')),
    route('report-return/approval-changes', lazyRouteComponent(() => import('../features/approvalChanges/ApprovalChangesPage.tsx'), 'ApprovalChangesPage')),
  ];
}
