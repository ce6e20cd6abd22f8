import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routes/routeTree.tsx';

/**
 * Route guards read the token store, the one source of truth of being signed in; the signed-in
 * routes' loaders find the query client in their context, which the app layout's beforeLoad
 * gives them (routes/appRoutes.tsx).
 */
export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
