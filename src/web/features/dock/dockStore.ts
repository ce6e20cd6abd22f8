import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '../../api/client.ts';
import { deviceStore, type DockDecision } from '../../session/deviceStore.ts';
import { sendWaiting } from './dockSending.ts';
import { askedWithoutTab } from '../../ui/tabMemory.ts';
import { renewAccessToken, type Renewal } from '../../session/renewal.ts';
import { tokenStore } from '../../session/tokenStore.ts';
import { loadProfile } from '../../session/profile.ts';

export type DockScan = Schemas['DockScan'];

/** The decisions this user made on this device, the newest first: waiting, refused and sent. */
export const dockDecisionsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['dock', 'decisions', userId],
    queryFn: async () => {
      // The server's picture of the screen has no device: the page draws the dock with what it keeps.
      if (typeof indexedDB === 'undefined') {
        askedWithoutTab();
        return [];
      }
      const all = await (await deviceStore()).getAll('decisions');
      return all.filter((d) => d.userId === userId).sort((a, b) => b.madeAt.localeCompare(a.madeAt));
    },
    // The device's own store answers with or without a network.
    networkMode: 'always',
    staleTime: Infinity,
  });

/**
 * Sends what waits, then shows the store as it is now. A dock opened offline has no session's
 * token yet: it is renewed first; 'signed-out' when the server ended the session (the decisions stay).
 */
export async function sendAndShow(queryClient: QueryClient, userId: number): Promise<Renewal> {
  let renewal = tokenStore.get() ? 'renewed' : await renewAccessToken();
  // The session renewed may be another user's (signed in on this tablet since): their session never sends this user's decisions.
  if (renewal === 'renewed' && (await loadProfile().catch(() => null))?.user.userId !== userId) renewal = 'signed-out';
  if (renewal === 'renewed') await sendWaiting(userId).catch(() => undefined);
  await queryClient.invalidateQueries({ queryKey: ['dock', 'decisions', userId] });
  return renewal;
}

/** Keeps a decision made at the dock on the device, and sends it if the network lets it. */
export async function keepDecision(queryClient: QueryClient, decision: DockDecision): Promise<void> {
  const db = await deviceStore();
  // A decision redone after a refusal replaces the refused one of the same return.
  for (const old of await db.getAllFromIndex('decisions', 'byState', 'refused'))
    if (old.retNumber === decision.retNumber && old.userId === decision.userId) await db.delete('decisions', old.key);
  await db.put('decisions', decision);
  await queryClient.invalidateQueries({ queryKey: ['dock', 'decisions', decision.userId] });
  void sendAndShow(queryClient, decision.userId);
}

/** Forgets a refused decision the user chose not to redo. */
export async function discardDecision(queryClient: QueryClient, decision: DockDecision): Promise<void> {
  await (await deviceStore()).delete('decisions', decision.key);
  await queryClient.invalidateQueries({ queryKey: ['dock', 'decisions', decision.userId] });
}

export type ScanAnswer = { scan: DockScan; offline: boolean } | { problem: unknown } | { unknownOffline: true };

/**
 * The return of a scanned code: asked of the server, and kept on the device for the day; without a
 * network, the one kept when it was scanned before (its version then, which the server checks when
 * the decision arrives).
 */
export async function scanCode(code: string, retNumber: string, userId: number): Promise<ScanAnswer> {
  const db = await deviceStore();
  const answer = await api.GET('/dock/scan', { params: { query: { code } } }).catch(() => null);
  if (answer?.data) {
    await db.put('scanned', { retNumber: answer.data.row.retNumber, userId, scan: answer.data, scannedAt: new Date().toISOString() });
    return { scan: answer.data, offline: false };
  }
  if (answer && answer.response.status < 500) return { problem: answer.error };
  const kept = await db.get('scanned', retNumber);
  return kept && kept.userId === userId ? { scan: kept.scan, offline: true } : { unknownOffline: true };
}

/** Forgets the returns scanned before today: a tablet keeps the day's work. */
export async function forgetEarlierScans(): Promise<void> {
  const db = await deviceStore();
  const today = new Date().toDateString();
  for (const kept of await db.getAll('scanned')) if (new Date(kept.scannedAt).toDateString() !== today) await db.delete('scanned', kept.retNumber);
}
