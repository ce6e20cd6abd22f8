import type { QueryClient } from '@tanstack/react-query';

/**
 * What every route's beforeLoad and loader receive: the query client. Who is signed in is the
 * token store's (tokenStore.ts), which the guards read; the profile is the session's (session.tsx).
 */
export interface RouterContext {
  queryClient: QueryClient;
}
