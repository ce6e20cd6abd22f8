import { createRouter } from '@tanstack/react-router';
import { createQueryClient } from './api/queryClient.ts';
import { routeTree } from './routes/routeTree.tsx';

/** The browser's one query client, handed to the routes through the router context. */
export const queryClient = createQueryClient();

/**
 * Route guards read the token store, the one source of truth of being signed in; the session
 * (given by App at render) and the query client ride in the router context.
 */
export const router = createRouter({
  routeTree,
  context: { session: null, queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
