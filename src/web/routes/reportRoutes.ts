import { createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';
import { headerListAddress } from '../features/reports/headerSearch.ts';
import { reportLineAddress, reportLineByNumberAddress } from '../features/reports/reportLineSearch.ts';

const headerList = lazyRouteComponent(() => import('../features/reports/ReportHeaderPage.tsx'), 'ReportHeaderPage');
const headerDetail = lazyRouteComponent(() => import('../features/reports/HeaderDetailPage.tsx'), 'HeaderDetailPage');
const reportLineList = lazyRouteComponent(() => import('../features/reports/ReportLineListPage.tsx'), 'ReportLineListPage');
const reportItemPage = lazyRouteComponent(() => import('../features/reports/ReportItemPage.tsx'), 'ReportItemPage');

/**
 * The Report Header (spec 000 §2.5): its list, with its filters and page in the address, an
 * optional return number that searches for it, and a return's header detail by its id.
 */
export function reportHeaderRoutes<TLayout extends AnyRoute>(layout: TLayout) {
  const list = (path: string) => createRoute({ getParentRoute: () => layout, path, validateSearch: headerListAddress.validate, component: headerList });
  return [
    list('report-return/report-header'),
    list('report-return/report-header/$id'),
    createRoute({ getParentRoute: () => layout, path: 'report-return/report-header/detail/$id', component: headerDetail }),
  ];
}

/** Report Details, the item-level list, and Report Return Detail, one line's item report (spec 000 §2.5). */
export function reportDetailRoutes<TLayout extends AnyRoute>(layout: TLayout) {
  return [
    // The list's filters and page live in the address: Back, Reload and a shared link keep them.
    createRoute({ getParentRoute: () => layout, path: 'report-return/report-detail', validateSearch: reportLineAddress.validate, component: reportLineList }),
    // A return number in the path searches for it at once, 25 lines a page.
    createRoute({
      getParentRoute: () => layout,
      path: 'report-return/report-detail/$id',
      validateSearch: reportLineByNumberAddress.validate,
      component: reportLineList,
    }),
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
