import { createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';
import { lookupScreens } from '../features/masterdata/lookups/lookupScreens.ts';

const withoutSlash = (route: string) => route.replace(/^\//, '');
const lookupPages = () => import('../features/masterdata/lookups/lookupPages.tsx');

/**
 * The master-data lookups of spec 000 §2.1, one route per forms/masterdata resource, and the
 * details of the old SAP lines, which go back to their list when no line is named.
 */
export function masterDataRoutes<TLayout extends AnyRoute>(layout: TLayout) {
  return lookupScreens.flatMap((screen) => [
    createRoute({
      getParentRoute: () => layout,
      path: withoutSlash(screen.route),
      component: lazyRouteComponent(() => lookupPages().then((m) => m.lookupPages), screen.form),
    }),
    ...(screen.detail
      ? [
          createRoute({
            getParentRoute: () => layout,
            path: withoutSlash(screen.detail.route),
            validateSearch: (search: Record<string, unknown>): { id?: number } => {
              const id = Number(search.id);
              return Number.isInteger(id) && id > 0 ? { id } : {};
            },
            beforeLoad: ({ search }) => {
              if (!(search as { id?: number }).id) throw redirect({ to: screen.route });
            },
            component: lazyRouteComponent(() => lookupPages().then((m) => m.lookupDetailPages), screen.form),
          }),
        ]
      : []),
  ]);
}
