import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { CodeChoices } from '../../../ui/schemaForm/schemaWidgets.tsx';

/** What a user's roles, plants and clients are chosen among: every role, every plant of the administrator, every client. */
export function useCodeChoices(wanted: boolean): CodeChoices | undefined {
  const roles = useQuery({
    queryKey: ['GET /role', 'choices'],
    queryFn: async () => (await api.GET('/role', { params: { query: { pageSize: 1000 } } })).data?.data ?? [],
    enabled: wanted,
  });
  const plants = useQuery({
    queryKey: ['GET /plant', 'choices'],
    queryFn: async () => (await api.GET('/plant', { params: { query: { pageSize: 1000 } } })).data?.data ?? [],
    enabled: wanted,
  });
  const clients = useQuery({
    queryKey: ['GET /client', 'choices'],
    queryFn: async () => (await api.GET('/client', { params: { query: { pageSize: 1000 } } })).data?.data ?? [],
    enabled: wanted,
  });
  if (!wanted) return undefined;
  return {
    roles: (roles.data ?? []).map((r) => ({ value: r.roleName, label: r.roleName })),
    plants: (plants.data ?? []).map((p) => ({ value: p.plantCode, label: `${p.plantCode} - ${p.plantName}` })),
    clients: (clients.data ?? []).map((c) => ({ value: c.clientCode, label: `${c.clientCode} - ${c.clientName}` })),
  };
}
