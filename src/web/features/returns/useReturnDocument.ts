import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '../../api/client.ts';
import { returnDocumentQuery } from './returnQueries.ts';

/**
 * A return as the server holds it: undefined while loading, null when it cannot be read; `reload`
 * reads it again (after a change made on the page), showing the last one meanwhile.
 */
export function useReturnDocument(returnId: number | null): { document: Schemas['ReturnDocument'] | null | undefined; reload: () => void } {
  const queryClient = useQueryClient();
  const answer = useQuery({ ...returnDocumentQuery(returnId ?? 0), enabled: returnId !== null });
  const reload = () => void queryClient.invalidateQueries({ queryKey: returnDocumentQuery(returnId ?? 0).queryKey });
  if (returnId === null || answer.isError) return { document: null, reload };
  return { document: answer.data, reload };
}
