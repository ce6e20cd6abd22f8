import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminScreenAt } from '../features/admin/records/adminScreens.ts';
import { formAddress } from '../ui/formAddress.ts';
import { appLayout } from './appLayout.ts';
import { toErrorPage } from './toErrorPage.ts';

const adminPages = () => import('../features/admin/records/adminPages.tsx');

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
    component: lazyRouteComponent(adminPages, 'AdminRoutePage'),
  }),
  createRoute({ getParentRoute: () => appLayout, path: 'setting', validateSearch: formAddress, component: lazyRouteComponent(adminPages, 'SettingsPage') }),
];
