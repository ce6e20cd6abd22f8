import { queryOptions } from '@tanstack/react-query';
import { api, type Schemas } from '../../api/client.ts';
import type { OverlayFilters } from './overlayAddress.ts';

export type StateLoad = Schemas['LifecycleStateLoad'];

/** Where the user's returns are in the lifecycle now, per state (GET /workflow/lifecycle/states), kept fresh while the chart is open. */
export const lifecycleStates = (filters: OverlayFilters) => {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  return queryOptions({
    queryKey: ['GET /workflow/lifecycle/states', query],
    queryFn: async () => (await api.GET('/workflow/lifecycle/states', { params: { query } })).data?.data ?? [],
    refetchInterval: 30_000,
  });
};
