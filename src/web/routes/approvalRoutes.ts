import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { approvalFlowOf, approvalListAddress, detailPathOf, flowScopeIdOf, type ApprovalFlow, type FilterKey } from '../features/approvals/approvalFlows.ts';
import type { ListAddress } from '../ui/listAddress.ts';
import type { ListLoad } from './routerContext.ts';
import { approvalPage } from '../features/approvals/approvalListQuery.ts';
import { listFiltersOf } from '../ui/useListSearch.ts';
import { appLayout } from './appLayout.ts';
import { loadQuery } from './loadQuery.ts';

const flowScope = lazyRouteComponent(() => import('../features/approvals/flowMemory.ts'), 'ApprovalFlowScope');
const listPage = lazyRouteComponent(() => import('../features/approvals/ApprovalListPage.tsx'), 'ApprovalListPage');
const detailPage = lazyRouteComponent(() => import('../features/approvals/DetailDataPage.tsx'), 'DetailDataPage');
const decisionPage = lazyRouteComponent(() => import('../features/approvals/DecisionPage.tsx'), 'DecisionPage');
const approvalChangesPage = lazyRouteComponent(() => import('../features/approvalChanges/ApprovalChangesPage.tsx'), 'ApprovalChangesPage');

/**
 * A flow's screens (spec 002 §2, spec 000 §2.1): its list with its optional return number, its
 * detail page and its decision screen, under one pathless route that holds the flow's memory while
 * the user is on them and names the flow in its static data. The list's filters and page live in
 * the address (the scope's search: Back, Reload and a shared link keep them).
 */
function flowRoutes<const Code extends ApprovalFlow['stepCode'], const List extends string, const Decision extends string>({
  stepCode,
  route,
  decisionPath,
}: {
  stepCode: Code;
  route: List;
  decisionPath: Decision;
}) {
  const scope = createRoute({
    getParentRoute: () => appLayout,
    id: flowScopeIdOf(stepCode),
    staticData: { approvalFlow: stepCode },
    validateSearch: approvalListAddress.validate,
    component: flowScope,
  });
  // The page the address shows, in the cache before the list shows (with a return number in the path, its search).
  const listData = {
    loaderDeps: ({ search }: { search: ListAddress<FilterKey> }) => search,
    loader: ({ context: { queryClient }, deps, params, cause }: ListLoad<ListAddress<FilterKey>>) =>
      loadQuery(queryClient, approvalPage(stepCode, listFiltersOf(approvalListAddress, deps, params.id), approvalListAddress.pageOf(deps)), cause),
    component: listPage,
  };
  // Each route is made before the parent takes it: made inside addChildren's list, the tree's types are lost.
  const list = createRoute({ getParentRoute: () => scope, path: route, ...listData });
  const listOfReturn = createRoute({ getParentRoute: () => scope, path: `${route}/$id` as const, ...listData });
  const detail = createRoute({ getParentRoute: () => scope, path: detailPathOf({ route }), component: detailPage });
  const decision = createRoute({ getParentRoute: () => scope, path: decisionPath, component: decisionPage });
  return scope.addChildren([list, listOfReturn, detail, decision]);
}

/** Each approval flow's screens, and Approval Changes, which moves pending approvals from one user to another. */
export const approvalRoutes = [
  flowRoutes(approvalFlowOf('SALES')),
  flowRoutes(approvalFlowOf('BRQA')),
  flowRoutes(approvalFlowOf('QAHO')),
  flowRoutes(approvalFlowOf('CLIENT')),
  createRoute({ getParentRoute: () => appLayout, path: 'report-return/approval-changes', component: approvalChangesPage }),
];
