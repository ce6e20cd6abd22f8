import { createRouter } from '@tanstack/react-router';
import { createQueryClient } from './api/queryClient.ts';
import { routeTree } from './routes/routeTree.tsx';

/** The browser's one query client, handed to the routes through the router context. */
export const queryClient = createQueryClient();

/**
 * Route guards read the token store, the one source of truth of being signed in; loaders find
 * the query client in the router context. The context is set here once, never per render: a
 * context given to RouterProvider updates the router on every render of the app.
 */
export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
