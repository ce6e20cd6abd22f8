import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './rootRoute.ts';

/**
 * The receiving dock (issue 56): a screen of its own, outside the application's shell, as the
 * tablet's installed app opens it. It opens for the signed-in user, or, without a network, for the
 * user who used it here last (features/dock/dockSession.ts); the decisions the tablet keeps are
 * read before it shows.
 */
export const dockRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dock',
  beforeLoad: async () => (await import('../features/dock/dockSession.ts')).dockSession(),
  loader: async ({ context: { queryClient, user } }) => {
    const { dockDecisionsQuery } = await import('../features/dock/dockStore.ts');
    await queryClient.ensureQueryData(dockDecisionsQuery(user.userId));
  },
  component: lazyRouteComponent(() => import('../features/dock/DockScreen.tsx'), 'DockScreen'),
});
