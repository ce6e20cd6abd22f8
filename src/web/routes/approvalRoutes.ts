import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { approvalFlows, detailPathOf } from '../features/approvals/approvalFlows.ts';

const listPage = lazyRouteComponent(() => import('../features/approvals/ApprovalListPage.tsx'), 'ApprovalListPage');
const detailPage = lazyRouteComponent(() => import('../features/approvals/DetailDataPage.tsx'), 'DetailDataPage');
const decisionPage = lazyRouteComponent(() => import('../features/approvals/DecisionPage.tsx'), 'DecisionPage');

/**
 * Each approval list with its optional return number, its detail page and its decision screen
 * (spec 002 §2, spec 000 §2.1); the screens find their flow from the path.
 */
export function approvalRoutes<TLayout extends AnyRoute>(layout: TLayout) {
  const route = (path: string, component: typeof listPage) => createRoute({ getParentRoute: () => layout, path: path.slice(1), component });
  return approvalFlows.flatMap((flow) => [
    route(flow.route, listPage),
    route(`${flow.route}/$id`, listPage),
    route(detailPathOf(flow), detailPage),
    route(flow.decisionPath, decisionPage),
  ]);
}
