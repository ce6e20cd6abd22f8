import { createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';

const reportItemPage = lazyRouteComponent(() => import('../features/reports/ReportItemPage.tsx'), 'ReportItemPage');

/** Report Details, the item-level list, and Report Return Detail, one line's item report (spec 000 §2.5). */
export function reportDetailRoutes<TLayout extends AnyRoute>(layout: TLayout) {
  return [
    // The item report needs its line: without one, the list.
    createRoute({
      getParentRoute: () => layout,
      path: 'report-return/report-detail/detail',
      beforeLoad: () => {
        throw redirect({ to: '/report-return/report-detail' });
      },
    }),
    createRoute({ getParentRoute: () => layout, path: 'report-return/report-detail/detail/$id', component: reportItemPage }),
  ];
}
