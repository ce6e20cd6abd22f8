import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { keptForItsScreen } from '../../ui/pageQuery.ts';

/**
 * A line's item report (GET /return/items/{id}); null when it cannot be read (not found in the
 * user's scope). Read by the route's loader for the screen, and not kept once no screen shows it:
 * the version a quantity change sends must be the one stored.
 */
export const reportItemQuery = (lineId: number) =>
  queryOptions({
    queryKey: ['GET /return/items/{id}', lineId],
    queryFn: async () => (await api.GET('/return/items/{id}', { params: { path: { id: lineId } } })).data ?? null,
    ...keptForItsScreen,
  });
