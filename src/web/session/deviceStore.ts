import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Schemas } from '../api/client.ts';

/** A decision made at the dock, kept on the tablet until the server has it (issue 56). */
export interface DockDecision {
  /** The Idempotency-Key it is sent with, every time: the server posts it once. */
  key: string;
  /** Who made it: only their session sends it. */
  userId: number;
  retNumber: string;
  returnId: number;
  /** The return's version when it was scanned: a return changed meanwhile refuses it (409). */
  version: number;
  body: Schemas['WarehouseSave'];
  /** The warehouse's photos, by line, until uploaded; then their attachment ids. */
  photos: Record<number, Blob>;
  uploaded: Record<number, number>;
  state: 'waiting' | 'refused' | 'sent';
  /** Why the server refused it (its problem, shown in the user's language). */
  refusal: Schemas['Problem'] | null;
  /** The server's answer once it posted it. */
  answer: string | null;
  madeAt: string;
  sentAt: string | null;
}

/** A return scanned at the dock, kept so it opens again without a network the same day. */
export interface ScannedReturn {
  retNumber: string;
  userId: number;
  scan: Schemas['DockScan'];
  scannedAt: string;
}

/** Who used the dock on this device last, so that it opens for them without a network. */
export interface DockUser {
  user: Schemas['CurrentUser'];
  rememberedAt: string;
}

interface DeviceSchema extends DBSchema {
  dockUser: { key: 'last'; value: DockUser };
  scanned: { key: string; value: ScannedReturn };
  decisions: { key: string; value: DockDecision; indexes: { byState: DockDecision['state'] } };
}

const name = 'goods-return-device';

let opened: Promise<IDBPDatabase<DeviceSchema>> | null = null;

/**
 * What this device keeps for its signed-in user in IndexedDB: the returns scanned at the dock and
 * the decisions made there, sent or waiting for the network. Sign-out forgets it all.
 */
export function deviceStore(): Promise<IDBPDatabase<DeviceSchema>> {
  if (opened) return opened;
  const opening: Promise<IDBPDatabase<DeviceSchema>> = openDB<DeviceSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('dockUser');
      db.createObjectStore('scanned', { keyPath: 'retNumber' });
      db.createObjectStore('decisions', { keyPath: 'key' }).createIndex('byState', 'state');
    },
    // Another window forgets the store (a sign-out there): this one lets go, or the deletion would wait for it.
    blocking() {
      void opening.then((db) => db.close());
      if (opened === opening) opened = null;
    },
  });
  opened = opening;
  return opening;
}

/** How many decisions wait on this device to be sent (the sign-out asks before forgetting them). */
export async function decisionsNotSent(): Promise<number> {
  if (typeof indexedDB === 'undefined' || !(await indexedDB.databases?.())?.some((d) => d.name === name)) return 0;
  const db = await deviceStore();
  return (await db.countFromIndex('decisions', 'byState', 'waiting')) + (await db.countFromIndex('decisions', 'byState', 'refused'));
}

/** Forgets what the device keeps: the dock's store and the pages its service worker kept. */
export async function forgetDevice(): Promise<void> {
  const db = await opened?.catch(() => null);
  db?.close();
  opened = null;
  if (typeof indexedDB !== 'undefined') await deleteDB(name).catch(() => undefined);
  if (typeof caches !== 'undefined') for (const key of await caches.keys()) await caches.delete(key);
  // Its worker goes too: the next visit installs it afresh, its caches filled again.
  for (const registration of (await navigator.serviceWorker?.getRegistrations().catch(() => [])) ?? []) await registration.unregister();
}
