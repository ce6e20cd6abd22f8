import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a screen shows (a list's page, a counter) read for the screen the router is about to show
 * (the route's loader; on the server, before the screen is drawn): read afresh at each visit, as
 * the screen shows what is true now (after a save, Back, another tab), unless it is still fresh (a
 * screen the server drew, taken over). The screen finds it and does not ask again as it mounts
 * (ui/pageQuery.ts `shownAsLoaded`). A refusal is left to the screen, which asks again and says
 * why (spec 000 §8).
 */
export async function loadQuery<T, Key extends QueryKey>(queryClient: QueryClient, query: FetchQueryOptions<T, Error, T, Key>): Promise<void> {
  await queryClient.fetchQuery(query).catch(() => undefined);
}
