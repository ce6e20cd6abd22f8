import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routes/routeTree.tsx';
import type { ApprovalFlow } from './features/approvals/approvalFlows.ts';

/**
 * Route guards read the token store, the one source of truth of being signed in; the signed-in
 * routes' loaders find the query client in their context, which the app layout's beforeLoad
 * gives them (routes/appRoutes.tsx).
 */
const createAppRouter = () =>
  createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });

let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * The app's router, made the first time it is asked for (RoutedApp.tsx), at the address of that
 * moment: a first visit to the sign-in page shows it without one (FirstPage.tsx).
 */
export function appRouter(): ReturnType<typeof createAppRouter> {
  router ??= createAppRouter();
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The approval flow whose screens the route holds (routes/approvalRoutes.ts). */
    approvalFlow?: ApprovalFlow['stepCode'];
  }
  interface HistoryState {
    /** The user chose to sign out in the application (the user menu, the privacy dialog, My Profile): /logout asks nothing more. */
    signOut?: boolean;
  }
}
