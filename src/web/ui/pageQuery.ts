import { queryOptions } from '@tanstack/react-query';
import type { PageRequest, PageResult } from './DataTable.tsx';

/** How long what a route's loader asked counts as just loaded (a phone's screen script may take a few seconds to come). */
const JUST_LOADED_MS = 10_000;

/**
 * What the route's loader has just asked is what the screen shows as it mounts (its script may
 * come after the answer): not asked again. An answer kept from longer ago is asked again.
 */
export const shownAsLoaded = {
  refetchOnMount: (query: { state: { dataUpdatedAt: number } }) => Date.now() - query.state.dataUpdatedAt > JUST_LOADED_MS,
};

/**
 * One record a route's loader reads for its screen (a line's report, a return's header): found by
 * the screen as it mounts while it counts as just loaded, and not kept longer once no screen shows
 * it (what the screen sends back, a version, must be the one stored).
 */
export const keptForItsScreen = { ...shownAsLoaded, gcTime: JUST_LOADED_MS };

/** The cache key of one page of a list: the list's key, then the page asked (DataTable's and a route loader's alike). */
export const pageKey = (listKey: readonly unknown[], request: PageRequest) => [...listKey, request] as const;

/**
 * One page of a list as a query: the route's loader asks it while the router loads the screen (on
 * the server too, for the screen it draws), and the screen's DataTable finds it under the same
 * key, so the screen's data is declared where its address is (issue 54 item 1). The page after one
 * in the cache is asked from that page's cursor (Next reads on from the last row shown, as cheap
 * on the last page as on the first); a page reached otherwise (a jump, a reload) by its number.
 */
export const pageQuery = <T>(listKey: readonly unknown[], fetchPage: (request: PageRequest) => Promise<PageResult<T>>, request: PageRequest) =>
  queryOptions({
    queryKey: pageKey(listKey, request),
    ...shownAsLoaded,
    queryFn: ({ client }) => {
      const before = client.getQueryData<PageResult<T>>(pageKey(listKey, { ...request, pageNo: request.pageNo - 1 }));
      return fetchPage(before?.nextCursor ? { ...request, after: before.nextCursor } : request);
    },
  });
