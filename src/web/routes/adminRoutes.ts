import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminScreenAt } from '../features/admin/records/adminScreens.ts';
import { formAddress } from '../ui/formAddress.ts';
import { appLayout } from './appLayout.ts';
import { toErrorPage } from './toErrorPage.ts';
import { loadQuery, type LoadCause } from './loadQuery.ts';
import { formListPage } from '../api/formResources.ts';
import type { QueryClient } from '@tanstack/react-query';

const adminPages = () => import('../features/admin/records/adminPages.tsx');

/** The page an administration screen's address shows, in the cache before the screen shows (its forms come with the loader's own small script). */
async function loadAdminList(queryClient: QueryClient, resource: string, search: Record<string, unknown>, cause: LoadCause) {
  const { adminListOf } = await import('../features/admin/records/adminList.ts');
  const { path, query, page } = adminListOf(resource, search);
  await loadQuery(queryClient, formListPage(path, query, page), cause);
}

/**
 * The administration screens built from forms/admin (spec 002 §2): `/administrator/users` (the path
 * names the screen, as the permission tree's url does), and the settings at `/setting`. A path
 * naming no screen is the error page's.
 */
export const adminRoutes = [
  createRoute({
    getParentRoute: () => appLayout,
    path: 'administrator/$screen',
    validateSearch: formAddress,
    beforeLoad: ({ params }) => {
      if (!adminScreenAt(`/administrator/${params.screen}`)) toErrorPage();
    },
    loaderDeps: ({ search }) => search,
    loader: ({ context: { queryClient }, params, deps, cause }) =>
      loadAdminList(queryClient, adminScreenAt(`/administrator/${params.screen}`)!.resource, deps, cause),
    component: lazyRouteComponent(adminPages, 'AdminRoutePage'),
  }),
  createRoute({
    getParentRoute: () => appLayout,
    path: 'setting',
    validateSearch: formAddress,
    loaderDeps: ({ search }) => search,
    loader: ({ context: { queryClient }, deps, cause }) => loadAdminList(queryClient, 'setting', deps, cause),
    component: lazyRouteComponent(adminPages, 'SettingsPage'),
  }),
];
