import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routes/routeTree.tsx';
import type { ApprovalFlow } from './features/approvals/approvalFlows.ts';

/**
 * Route guards read the token store, the one source of truth of being signed in; the signed-in
 * routes' loaders find the query client in their context, which the app layout's beforeLoad
 * gives them (routes/appRoutes.tsx). The browser's router follows the page's address; the
 * server's picture of a screen gives its own (ServerPicture.tsx: a memory history).
 */
export const createAppRouter = (history?: RouterHistory) =>
  createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
    // The server's picture has no page to scroll, nor may it run a script (the page's CSP allows none inline).
    ...(history ? { history, scrollRestoration: false } : {}),
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

let router: AppRouter | undefined;

/**
 * The app's router, made the first time it is asked for (RoutedApp.tsx), at the address of that
 * moment: a first visit to the sign-in page shows it without one (FirstPage.tsx).
 */
export function appRouter(): AppRouter {
  router ??= createAppRouter();
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
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
