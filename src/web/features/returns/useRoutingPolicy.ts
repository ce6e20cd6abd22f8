import { useQuery } from '@tanstack/react-query';
import type { RoutingPolicy } from '../../../../machines/returns/route.ts';
import { routingPolicyQuery } from './returnQueries.ts';

/** The routing policy the server routes a saved return by; null until read. */
export function useRoutingPolicy(): RoutingPolicy | null {
  return useQuery(routingPolicyQuery).data ?? null;
}
