import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { lookupScreenAt } from '../features/masterdata/lookups/lookupScreens.ts';
import { formAddress, recordIdAddress } from '../ui/formAddress.ts';
import { toErrorPage } from './toErrorPage.ts';
import { appLayout } from './appLayout.ts';
import { loadQuery } from './loadQuery.ts';
import { formListPage, formRowQuery } from '../api/formResources.ts';

const lookupPages = () => import('../features/masterdata/lookups/lookupPages.tsx');

/**
 * The master-data lookups of spec 000 §2.1 (`/master/plant`: the path names the forms/masterdata
 * resource, as the permission tree's url does) and the details of the old SAP lines, which go back
 * to their list when no line is named. A path naming no lookup is the error page's.
 */
export const masterDataRoutes = [
  createRoute({
    getParentRoute: () => appLayout,
    path: 'master/$lookup',
    validateSearch: formAddress,
    beforeLoad: ({ params }) => {
      if (!lookupScreenAt(params.lookup)) toErrorPage();
    },
    // The page the address shows, in the cache before the lookup shows (its forms come with the screen's script).
    loaderDeps: ({ search }) => search,
    loader: async ({ context: { queryClient }, params, deps, cause }) => {
      const { lookupListAt } = await import('../features/masterdata/lookups/lookupList.ts');
      const { path, query, page } = lookupListAt(params.lookup, deps);
      await loadQuery(queryClient, formListPage(path, query, page), cause);
    },
    component: lazyRouteComponent(lookupPages, 'LookupRoutePage'),
  }),
  createRoute({
    getParentRoute: () => appLayout,
    path: 'master/$lookup/detail-data',
    validateSearch: recordIdAddress,
    beforeLoad: ({ params, search }) => {
      const screen = lookupScreenAt(params.lookup);
      if (!screen?.detail) toErrorPage();
      if (!search.id) throw redirect({ to: '/master/$lookup', params });
    },
    // The line in the cache before the detail shows; a line the user may not see (or that is not there) goes back to the list.
    loaderDeps: ({ search }) => search,
    loader: async ({ context: { queryClient }, params, deps, cause }) => {
      const line = formRowQuery(lookupScreenAt(params.lookup)!.detail!.api, deps.id!);
      await loadQuery(queryClient, line, cause);
      if (cause !== 'stay' && !queryClient.getQueryData(line.queryKey)) throw redirect({ to: '/master/$lookup', params, replace: true });
    },
    component: lazyRouteComponent(lookupPages, 'LookupDetailRoutePage'),
  }),
];
