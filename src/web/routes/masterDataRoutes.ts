import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { lookupScreenAt } from '../features/masterdata/lookups/lookupScreens.ts';
import { formAddress } from '../ui/formAddress.ts';
import { appLayout } from './appLayout.ts';

const lookupPages = () => import('../features/masterdata/lookups/lookupPages.tsx');
const toError = () => {
  throw redirect({ to: '/error/$version', params: { version: 'error-v1' } });
};

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
      if (!lookupScreenAt(params.lookup)) toError();
    },
    component: lazyRouteComponent(lookupPages, 'LookupRoutePage'),
  }),
  createRoute({
    getParentRoute: () => appLayout,
    path: 'master/$lookup/detail-data',
    validateSearch: (search: Record<string, unknown>): { id?: number } => {
      const id = Number(search.id);
      return Number.isInteger(id) && id > 0 ? { id } : {};
    },
    beforeLoad: ({ params, search }) => {
      const screen = lookupScreenAt(params.lookup);
      if (!screen?.detail) toError();
      if (!search.id) throw redirect({ to: '/master/$lookup', params });
    },
    component: lazyRouteComponent(lookupPages, 'LookupDetailRoutePage'),
  }),
];
