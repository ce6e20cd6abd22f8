import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../session/profile.ts';
import type { LoadCause } from './loadQuery.ts';

/**
 * What the signed-in routes' beforeLoad and loader receive from the app layout's beforeLoad
 * (appLayout.ts; it loads with the signed-in screens, not with the sign-in page): the query client
 * and who is signed in, the session's profile (session/profile.ts: permissions, plants, stored
 * filters), so that a route loads what its screen shows that user. Whether anyone is signed in is
 * the token store's (tokenStore.ts), which the guards read.
 */
export interface RouterContext {
  queryClient: QueryClient;
  user: CurrentUser;
}

/** What a list's loader is given (written out where the route is made apart from its parent, whose types it cannot infer): its address, the return number in its path, and why it loads. */
export interface ListLoad<Address> {
  context: RouterContext;
  deps: Address;
  params: { id?: string };
  cause: LoadCause;
}
