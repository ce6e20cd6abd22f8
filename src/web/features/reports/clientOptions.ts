import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';

/**
 * The Clients filter's choices (spec 000 §6): the clients of the user's profile, or the client
 * master (GET /client, page 1, size 1000 as spec 000 §7 says) when the profile holds none.
 * `enabled` is whether the user has the filter at all.
 */
export function useClientOptions(enabled: boolean): { value: string; label: string }[] {
  const profile = useSession().user?.clients ?? [];
  const master = useQuery({
    queryKey: ['GET /client', 1, 1000],
    queryFn: async () => (await api.GET('/client', { params: { query: { pageNo: 1, pageSize: 1000 } } })).data?.data ?? [],
    enabled: enabled && profile.length === 0,
    staleTime: 5 * 60_000,
  });
  const clients = profile.length ? profile : (master.data ?? []);
  return clients.map((c) => ({ value: c.clientCode, label: `${c.clientCode} - ${c.clientName}` }));
}
