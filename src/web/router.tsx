import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routes/routeTree.tsx';

/** Route guards read the token store, the one source of truth of being signed in. */
export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
});
