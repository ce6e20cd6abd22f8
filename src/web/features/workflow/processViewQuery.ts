import { queryOptions } from '@tanstack/react-query';
import { answerOf } from '../../api/answerOf.ts';
import { api, type Schemas } from '../../api/client.ts';
import type { FieldLabels } from '../../i18n/problemMessage.ts';

export type ProcessStepLoad = Schemas['ProcessStepLoad'];
export type ProcessMove = Schemas['ProcessMove'];

/** What the process view is read with: the filters and the period, each empty when not chosen. */
export type ProcessQuery = Partial<Record<'plantCode' | 'returnType' | 'reasonCode' | 'clientCode' | 'from' | 'to', string>>;

/** The filters of a process query the server is asked with: those chosen (not empty). */
export const filtersAsked = <Q extends object>(asked: Q) => Object.fromEntries(Object.entries(asked).filter(([, v]) => v !== '' && v !== undefined));

/** The steps' loads and the period's moves (GET /workflow/process), kept fresh while the view is open; a refused period throws its reason. */
export const processViewQuery = (asked: ProcessQuery, labels?: FieldLabels) => {
  const query = filtersAsked(asked);
  return queryOptions({
    queryKey: ['GET /workflow/process', query],
    queryFn: async () => answerOf(await api.GET('/workflow/process', { params: { query } }), labels),
    refetchInterval: 30_000,
  });
};

/** The period's variants (GET /workflow/variants): the paths of the lines that ended in it. */
export const variantsQuery = (asked: ProcessQuery) => {
  const query = filtersAsked(asked);
  return queryOptions({
    queryKey: ['GET /workflow/variants', query],
    queryFn: async () => answerOf(await api.GET('/workflow/variants', { params: { query } })),
  });
};

/** The period's conformance (GET /workflow/conformance): the lines that held to their route, and the deviations. */
export const conformanceQuery = (asked: ProcessQuery) => {
  const query = filtersAsked(asked);
  return queryOptions({
    queryKey: ['GET /workflow/conformance', query],
    queryFn: async () => answerOf(await api.GET('/workflow/conformance', { params: { query } })),
  });
};
