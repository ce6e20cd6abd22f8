import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { headerListAddress } from '../features/reports/headerSearch.ts';
import { reportLineAddress, reportLineByNumberAddress } from '../features/reports/reportLineSearch.ts';
import { appLayout } from './appLayout.ts';

const headerList = lazyRouteComponent(() => import('../features/reports/ReportHeaderPage.tsx'), 'ReportHeaderPage');
const reportLineList = lazyRouteComponent(() => import('../features/reports/ReportLineListPage.tsx'), 'ReportLineListPage');

/**
 * The Report Header (spec 000 §2.5): its list, with its filters and page in the address, an
 * optional return number that searches for it, and a return's header detail by its id.
 */
export const reportHeaderRoutes = [
  createRoute({ getParentRoute: () => appLayout, path: 'report-return/report-header', validateSearch: headerListAddress.validate, component: headerList }),
  createRoute({ getParentRoute: () => appLayout, path: 'report-return/report-header/$id', validateSearch: headerListAddress.validate, component: headerList }),
  createRoute({
    getParentRoute: () => appLayout,
    path: 'report-return/report-header/detail/$id',
    component: lazyRouteComponent(() => import('../features/reports/HeaderDetailPage.tsx'), 'HeaderDetailPage'),
  }),
];

/** Report Details, the item-level list, and Report Return Detail, one line's item report (spec 000 §2.5). */
export const reportDetailRoutes = [
  // The list's filters and page live in the address: Back, Reload and a shared link keep them.
  createRoute({ getParentRoute: () => appLayout, path: 'report-return/report-detail', validateSearch: reportLineAddress.validate, component: reportLineList }),
  // A return number in the path searches for it at once, 25 lines a page.
  createRoute({
    getParentRoute: () => appLayout,
    path: 'report-return/report-detail/$id',
    validateSearch: reportLineByNumberAddress.validate,
    component: reportLineList,
  }),
  // The item report needs its line: without one, the list.
  createRoute({
    getParentRoute: () => appLayout,
    path: 'report-return/report-detail/detail',
    beforeLoad: () => {
      throw redirect({ to: '/report-return/report-detail' });
    },
  }),
  createRoute({
    getParentRoute: () => appLayout,
    path: 'report-return/report-detail/detail/$id',
    component: lazyRouteComponent(() => import('../features/reports/ReportItemPage.tsx'), 'ReportItemPage'),
  }),
];
