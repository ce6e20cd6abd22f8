import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A list's page read for the screen the router is about to show (the route's loader; on the
 * server, before the screen is drawn): read afresh at each visit, as the list shows what waits now
 * (after a save, Back, another tab), unless it is still fresh (a screen the server drew, taken
 * over). The screen's DataTable finds it and does not ask again as it mounts (ui/pageQuery.ts). A
 * refusal is left to the list, which asks again and says why in place of its rows (spec 000 §8).
 */
export async function loadPage<T, Key extends QueryKey>(queryClient: QueryClient, query: FetchQueryOptions<T, Error, T, Key>): Promise<void> {
  await queryClient.fetchQuery(query).catch(() => undefined);
}
