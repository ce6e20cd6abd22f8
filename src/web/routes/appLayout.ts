import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { tokenStore } from '../session/tokenStore.ts';
import { loadProfile } from '../session/profile.ts';
import { rootRoute } from './rootRoute.ts';
import { nextTask } from '../nextTask.ts';
import type { RouterContext } from './routerContext.ts';

/** Everything behind sign-in, in the application shell: the parent of every signed-in screen's route. */
export const appLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async (): Promise<RouterContext> => {
    if (!tokenStore.get()) throw redirect({ to: '/auth/login' });
    // The query client comes with the signed-in screens; the sign-in page does not carry it. The
    // profile is the session's (read once): the signed-in routes' loaders know whom they load for.
    const [{ queryClient }, profile] = await Promise.all([import('../api/serverState.tsx'), loadProfile().catch(() => null)]);
    if (!profile) {
      tokenStore.set(null);
      throw redirect({ to: '/auth/login' });
    }
    // A navigation an input starts (Enter in a search, a click) renders the next screen in a task
    // of its own, so the browser paints the input's answer first: without this wait the router's
    // whole load ran in promise jobs inside the key's event, and the screen's render with it (issue
    // 34: a list search's Enter at 4× CPU, 220 ms to the next paint without it, 150 with it).
    await nextTask();
    return { queryClient, user: profile.user };
  },
  // The shell loads after sign-in: the sign-in page does not carry it.
  component: lazyRouteComponent(() => import('../features/shell/AppLayout.tsx'), 'AppLayout'),
});
