import { writeWatchOf, type Database } from './database.ts';
import type { WriteWatch } from './writeWatch.ts';

interface Entry<V> {
  value: Promise<V>;
  generation: number;
  expires: number;
}

/**
 * Values read from the database, kept until this process writes anything (WriteWatch) or `ttlMs`
 * passes (another instance's writes), whichever comes first. Readers asking for a key being read
 * share one read. For what many requests ask again and again and may be a moment old: a list's
 * total, a signed-in user's roles and scope.
 */
export class FreshCache<V> {
  readonly #entries = new Map<string, Entry<V>>();

  constructor(
    /** Null: the database's writes are not counted, so nothing is kept. */
    private readonly watch: WriteWatch | null,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, read: () => Promise<V>): Promise<V> {
    if (!this.watch) return read();
    const now = Date.now();
    const entry = this.#entries.get(key);
    if (entry && entry.generation === this.watch.generation && entry.expires > now) return entry.value;
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    const generation = this.watch.generation;
    const value = read();
    const stored = { value, generation, expires: now + this.ttlMs };
    this.#entries.set(key, stored);
    value.catch(() => {
      if (this.#entries.get(key) === stored) this.#entries.delete(key);
    });
    return value;
  }
}

const caches = new WeakMap<Database, Map<string, FreshCache<unknown>>>();

/** The cache `name` of what is read from `db`, made on first use. */
export function freshCacheOf<V>(db: Database, name: string, ttlMs: number): FreshCache<V> {
  let named = caches.get(db);
  if (!named) caches.set(db, (named = new Map()));
  let cache = named.get(name);
  if (!cache) named.set(name, (cache = new FreshCache<unknown>(writeWatchOf(db), ttlMs)));
  return cache as FreshCache<V>;
}
