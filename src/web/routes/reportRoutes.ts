import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { headerListAddress } from '../features/reports/headerSearch.ts';

const headerList = lazyRouteComponent(() => import('../features/reports/ReportHeaderPage.tsx'), 'ReportHeaderPage');
const headerDetail = lazyRouteComponent(() => import('../features/reports/HeaderDetailPage.tsx'), 'HeaderDetailPage');

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
