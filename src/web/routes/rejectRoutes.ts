import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

/** Reject Return's list, its new-return and back-to-customer screens, and Approval Changes (spec 002 §2). */
export function rejectRoutes(layout: AnyRoute) {
  const route = (path: string, component: ReturnType<typeof lazyRouteComponent>) => createRoute({ getParentRoute: () => layout, path, component });
  return [
    route('reject-return', lazyRouteComponent(() => import('../features/rejects/RejectListPage.tsx'), 'RejectListPage')),
    route('reject-return/detail-new', lazyRouteComponent(() => import('../features/rejects/RegroupPage.tsx'), 'RegroupPage')),
    route('reject-return/back-customer', lazyRouteComponent(() => import('../features/rejects/BackToCustomerPage.tsx'), 'BackToCustomerPage')),
    route('report-return/approval-changes', lazyRouteComponent(() => import('../features/approvalChanges/ApprovalChangesPage.tsx'), 'ApprovalChangesPage')),
  ];
}
