import type { CurrentUser } from '../../session/profile.ts';
import type { HeaderListAddress } from './headerSearch.ts';

/** A user of the Clients filter whose profile holds several clients chooses at least one (spec 000 §5). */
export const clientsRequired = (user: CurrentUser) => user.permissions.includes('reports.filterClients') && user.clients.length > 1;

/**
 * Where the Report Header arriving at `address` goes instead, or null: without plants in the
 * address (from the menu, the dashboard, a return number in the path), the search is of every
 * plant of the profile (and every client, where one is required). The route replaces the address
 * with it (its beforeLoad), so the address stays the truth and the list never asks without plants.
 */
export function headerArrival(user: CurrentUser, address: HeaderListAddress): HeaderListAddress | null {
  const plantCode = user.plants.map((p) => p.plantCode).join(',');
  if (!plantCode || address.plantCode) return null;
  const clientCode = address.clientCode ?? (clientsRequired(user) ? user.clients.map((c) => c.clientCode).join(',') : undefined);
  return { ...address, plantCode, ...(clientCode ? { clientCode } : {}) };
}
