import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { approvalFlows, approvalListAddress, detailPathOf, type ApprovalFlow } from '../features/approvals/approvalFlows.ts';

const flowScope = lazyRouteComponent(() => import('../features/approvals/flowMemory.ts'), 'ApprovalFlowScope');
const listPage = lazyRouteComponent(() => import('../features/approvals/ApprovalListPage.tsx'), 'ApprovalListPage');
const detailPage = lazyRouteComponent(() => import('../features/approvals/DetailDataPage.tsx'), 'DetailDataPage');
const decisionPage = lazyRouteComponent(() => import('../features/approvals/DecisionPage.tsx'), 'DecisionPage');
const approvalChangesPage = lazyRouteComponent(() => import('../features/approvalChanges/ApprovalChangesPage.tsx'), 'ApprovalChangesPage');

/**
 * Each approval list with its optional return number, its detail page and its decision screen
 * (spec 002 §2, spec 000 §2.1; the screens find their flow from the path), and Approval Changes,
 * which moves pending approvals from one user to another.
 */
export function approvalRoutes<TLayout extends AnyRoute>(layout: TLayout) {
  /** A flow's screens under one pathless route that holds the flow's memory while the user is on them. */
  const flowRoutes = (flow: ApprovalFlow) => {
    const scope = createRoute({ getParentRoute: () => layout, id: `${flow.stepCode}flow` as const, component: flowScope });
    const route = (path: string, component: typeof listPage) => createRoute({ getParentRoute: () => scope, path: path.slice(1), component });
    // The lists' filters and page live in the address: Back, Reload and a shared link keep them.
    const list = (path: string) =>
      createRoute({ getParentRoute: () => scope, path: path.slice(1), validateSearch: approvalListAddress.validate, component: listPage });
    return scope.addChildren([list(flow.route), list(`${flow.route}/$id`), route(detailPathOf(flow), detailPage), route(flow.decisionPath, decisionPage)]);
  };
  return [
    ...approvalFlows.map(flowRoutes),
    createRoute({ getParentRoute: () => layout, path: 'report-return/approval-changes', component: approvalChangesPage }),
  ];
}
