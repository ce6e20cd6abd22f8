import { queryOptions } from '@tanstack/react-query';
import { api, type Schemas } from '../../api/client.ts';

export type ProcessStepLoad = Schemas['ProcessStepLoad'];
export type ProcessMove = Schemas['ProcessMove'];

/** What the process view is read with: the filters and the period, each empty when not chosen. */
export type ProcessQuery = Partial<Record<'plantCode' | 'returnType' | 'reasonCode' | 'clientCode' | 'from' | 'to', string>>;

/** The steps' loads and the period's moves (GET /workflow/process), kept fresh while the view is open. */
export const processViewQuery = (asked: ProcessQuery) => {
  const query = Object.fromEntries(Object.entries(asked).filter(([, v]) => v));
  return queryOptions({
    queryKey: ['GET /workflow/process', query],
    queryFn: async () => (await api.GET('/workflow/process', { params: { query } })).data ?? null,
    refetchInterval: 30_000,
  });
};
