import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** Why a route's loader runs (TanStack Router's own words): the screen is arriving, stays with a new search, or is preloaded. */
export type LoadCause = 'enter' | 'stay' | 'preload';

/**
 * What a screen shows (a list's page, a counter) read for the screen the router is about to show
 * (the route's loader; on the server, before the screen is drawn): read afresh at each visit, as
 * the screen shows what is true now (after a save, Back, another tab), unless it is still fresh (a
 * screen the server drew, taken over). The screen finds it and does not ask again as it mounts
 * (ui/pageQuery.ts `shownAsLoaded`). A refusal is left to the screen, which asks again and says
 * why (spec 000 §8).
 *
 * A screen already shown whose search or page changes (`stay`) is not held back while its answer
 * is read: the address and the screen's search change together, and the screen shows the previous
 * answer marked busy meanwhile. Held back, it showed the old rows unmarked under the new address,
 * and a click on them (the next page) acted on the old search.
 */
export async function loadQuery<T, Key extends QueryKey>(
  queryClient: QueryClient,
  query: FetchQueryOptions<T, Error, T, Key>,
  cause: LoadCause,
): Promise<void> {
  const reading = queryClient.fetchQuery(query).catch(() => undefined);
  if (cause !== 'stay') await reading;
}
