import { createRoute, defaultStringifySearch, lazyRouteComponent, redirect, type ParsedLocation } from '@tanstack/react-router';
import { headerListAddress, type HeaderListAddress } from '../features/reports/headerSearch.ts';
import { headerArrival } from '../features/reports/headerArrival.ts';
import { headerDetailQuery, headerPage } from '../features/reports/headerQueries.ts';
import { reportItemQuery } from '../features/reports/reportItemQuery.ts';
import { recordIdOf } from '../features/reports/recordId.ts';
import { listFiltersOf } from '../ui/useListSearch.ts';
import { loadQuery } from './loadQuery.ts';
import type { ListLoad, RouterContext } from './routerContext.ts';
import { reportLineAddress, reportLineByNumberAddress, type ReportLineAddress } from '../features/reports/reportLineSearch.ts';
import { reportLinePage, reportLineSearchFor } from '../features/reports/reportLineQueries.ts';
import { appLayout } from './appLayout.ts';

const headerList = lazyRouteComponent(() => import('../features/reports/ReportHeaderPage.tsx'), 'ReportHeaderPage');
const reportLineList = lazyRouteComponent(() => import('../features/reports/ReportLineListPage.tsx'), 'ReportLineListPage');

/**
 * The Report Header (spec 000 §2.5): its list, with its filters and page in the address, an
 * optional return number that searches for it, and a return's header detail by its id.
 */
/** A search as the router writes it in an address. */
const searchOf = (search: HeaderListAddress) => defaultStringifySearch(search);

const headerListData = {
  validateSearch: headerListAddress.validate,
  // Arriving without plants, the address is the user's plants' (and clients', where required): replaced, not added to.
  beforeLoad: ({ context: { user }, search, location }: { context: RouterContext; search: HeaderListAddress; location: ParsedLocation }) => {
    const arrival = headerArrival(user, search);
    if (arrival) throw redirect({ href: `${location.pathname}${searchOf(arrival)}`, replace: true });
  },
  loaderDeps: ({ search }: { search: HeaderListAddress }) => search,
  loader: ({ context: { queryClient }, deps, params, cause }: ListLoad<HeaderListAddress>) =>
    loadQuery(queryClient, headerPage(listFiltersOf(headerListAddress, deps, params.id), headerListAddress.pageOf(deps)), cause),
  component: headerList,
};

export const reportHeaderRoutes = [
  createRoute({ getParentRoute: () => appLayout, path: 'report-return/report-header', ...headerListData }),
  createRoute({ getParentRoute: () => appLayout, path: 'report-return/report-header/$id', ...headerListData }),
  createRoute({
    getParentRoute: () => appLayout,
    path: 'report-return/report-header/detail/$id',
    // The return's header in the cache before the screen shows (one that cannot be read: the screen goes back to the list).
    loader: ({ context: { queryClient }, params, cause }) => {
      const returnId = recordIdOf(params.id);
      return returnId === null ? undefined : loadQuery(queryClient, headerDetailQuery(returnId), cause);
    },
    component: lazyRouteComponent(() => import('../features/reports/HeaderDetailPage.tsx'), 'HeaderDetailPage'),
  }),
];

/** Report Details' list at an address of `rules`: the page it shows, in the cache before the list shows (with a return number in the path, its search). */
const reportLineListData = (rules: typeof reportLineAddress) => ({
  validateSearch: rules.validate,
  loaderDeps: ({ search }: { search: ReportLineAddress }) => search,
  loader: ({ context: { queryClient, user }, deps, params, cause }: ListLoad<ReportLineAddress>) =>
    loadQuery(queryClient, reportLinePage(reportLineSearchFor(user, listFiltersOf(rules, deps, params.id)), rules.pageOf(deps)), cause),
  component: reportLineList,
});

/** Report Details, the item-level list, and Report Return Detail, one line's item report (spec 000 §2.5). */
export const reportDetailRoutes = [
  // The list's filters and page live in the address: Back, Reload and a shared link keep them.
  createRoute({ getParentRoute: () => appLayout, path: 'report-return/report-detail', ...reportLineListData(reportLineAddress) }),
  // A return number in the path searches for it at once, 25 lines a page.
  createRoute({ getParentRoute: () => appLayout, path: 'report-return/report-detail/$id', ...reportLineListData(reportLineByNumberAddress) }),
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
    // The line's report in the cache before the screen shows (one that cannot be read: the screen goes back to the list).
    loader: ({ context: { queryClient }, params, cause }) => {
      const lineId = recordIdOf(params.id);
      return lineId === null ? undefined : loadQuery(queryClient, reportItemQuery(lineId), cause);
    },
    component: lazyRouteComponent(() => import('../features/reports/ReportItemPage.tsx'), 'ReportItemPage'),
  }),
];
