import { writeWatchOf, type Database } from './database.ts';
import type { WriteWatch } from './writeWatch.ts';

interface Entry<V> {
  value: Promise<V>;
  generation: number;
  expires: number;
  /** A read under way for this entry after its time was up (staleWhileReading). */
  refreshing?: Promise<V>;
}

export interface FreshCacheOptions {
  /** Entries kept at most; the cache is emptied when full. */
  maxEntries?: number;
  /**
   * Once its time is up (but never after this process wrote), a value is still answered while one
   * read of it runs beside: for counts, whose read may take a fifth of a second at production size
   * and would otherwise hold every request asking for them until it ends.
   */
  staleWhileReading?: boolean;
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
    private readonly options: FreshCacheOptions = {},
  ) {}

  get(key: string, read: () => Promise<V>): Promise<V> {
    if (!this.watch) return read();
    const entry = this.#entries.get(key);
    const unwritten = entry?.generation === this.watch.generation;
    if (entry && unwritten && entry.expires > Date.now()) return entry.value;
    if (entry && unwritten && this.options.staleWhileReading) {
      entry.refreshing ??= this.#refresh(key, entry, read);
      return entry.value;
    }
    if (this.#entries.size >= (this.options.maxEntries ?? 10_000)) this.#entries.clear();
    return this.#keep(key, read()).value;
  }

  #keep(key: string, value: Promise<V>): Entry<V> {
    const stored: Entry<V> = { value, generation: this.watch!.generation, expires: Date.now() + this.ttlMs };
    this.#entries.set(key, stored);
    value.catch(() => {
      if (this.#entries.get(key) === stored) this.#entries.delete(key);
    });
    return stored;
  }

  /** Reads an entry again beside it: the value read replaces it, unless this process wrote meanwhile. */
  #refresh(key: string, entry: Entry<V>, read: () => Promise<V>): Promise<V> {
    const generation = this.watch!.generation;
    const value = read();
    value.then(
      () => {
        if (this.#entries.get(key) === entry && this.watch!.generation === generation) this.#keep(key, value);
      },
      () => {
        entry.refreshing = undefined;
      },
    );
    return value;
  }
}

const caches = new WeakMap<Database, Map<string, FreshCache<unknown>>>();

/** The cache `name` of what is read from `db`, made on first use. */
export function freshCacheOf<V>(db: Database, name: string, ttlMs: number, options: FreshCacheOptions = {}): FreshCache<V> {
  let named = caches.get(db);
  if (!named) caches.set(db, (named = new Map()));
  let cache = named.get(name);
  if (!cache) named.set(name, (cache = new FreshCache<unknown>(writeWatchOf(db), ttlMs, options)));
  return cache as FreshCache<V>;
}
