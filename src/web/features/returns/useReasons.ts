import { useQuery } from '@tanstack/react-query';
import { reasonsQuery } from './returnQueries.ts';

/** The reasons for the reason pickers; none until read. */
export function useReasons(): { value: string; label: string }[] {
  return useQuery(reasonsQuery).data ?? [];
}
