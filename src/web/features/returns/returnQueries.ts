import { queryOptions } from '@tanstack/react-query';
import { routingPolicyFrom } from '../../../../machines/returns/route.ts';
import { api } from '../../api/client.ts';

// Parameters change when an administrator edits them: a screen opened later reads them again.
const PARAMETERS_STALE_MS = 5 * 60_000;

/**
 * A return as the server holds it (GET /return/{id}); null when it cannot be read. Never kept once
 * no screen shows it: a screen opening it again reads it afresh, as the version it sends with a
 * change must be the one stored.
 */
export const returnDocumentQuery = (returnId: number) =>
  queryOptions({
    queryKey: ['GET /return/{id}', returnId],
    queryFn: async () => (await api.GET('/return/{id}', { params: { path: { id: returnId } } })).data ?? null,
    gcTime: 0,
  });

/** The REASON parameters for the reason pickers (spec 001 §7: page 1, size 20). */
export const reasonsQuery = queryOptions({
  queryKey: ['GET /param', 'REASON'],
  queryFn: async () => {
    const { data } = await api.GET('/param', { params: { query: { paramGroupId: 'REASON', pageNo: 1, pageSize: 20 } } });
    return (data?.data ?? []).map((p) => ({ value: p.paramCode, label: `${p.paramCode} - ${p.paramValue}` }));
  },
  staleTime: PARAMETERS_STALE_MS,
});

/** The routing policy (parameter group STEP_APPROVAL) the server routes a saved return by. */
export const routingPolicyQuery = queryOptions({
  queryKey: ['GET /param', 'STEP_APPROVAL'],
  queryFn: async () => {
    const { data } = await api.GET('/param', { params: { query: { paramGroupId: 'STEP_APPROVAL', pageNo: 1, pageSize: 50 } } });
    if (!data) throw new Error('The routing policy could not be read.');
    return routingPolicyFrom(Object.fromEntries(data.data.map((p) => [p.paramCode, p.paramValue])));
  },
  staleTime: PARAMETERS_STALE_MS,
});
