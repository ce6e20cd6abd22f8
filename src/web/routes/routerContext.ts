import type { QueryClient } from '@tanstack/react-query';

/**
 * What the signed-in routes' beforeLoad and loader receive: the query client, which the app
 * layout's beforeLoad adds (appRoutes.tsx; it loads with the signed-in screens, not with the
 * sign-in page). Who is signed in is the token store's (tokenStore.ts), which the guards read;
 * the profile is the session's (session.tsx).
 */
export interface RouterContext {
  queryClient: QueryClient;
}
