import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../src/server/db/database.ts';
import { FreshCache, freshCacheOf } from '../../src/server/db/freshCache.ts';
import { writeWatchOf } from '../../src/server/db/database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openPglite({});
  await sql`create table counted (n integer)`.execute(handle.db);
});
afterAll(() => handle.close());
afterEach(() => vi.useRealTimers());

const count = async () => Number((await sql<{ n: number }>`select count(*)::int as n from counted`.execute(handle.db)).rows[0]!.n);

describe('a fresh cache of what was read', () => {
  it('reads once for many askers, and again after this process writes, in a transaction or not', async () => {
    const cache = new FreshCache<number>(writeWatchOf(handle.db), 60_000);
    let reads = 0;
    const read = () => (reads++, count());
    expect(await Promise.all([cache.get('k', read), cache.get('k', read), cache.get('k', read)])).toEqual([0, 0, 0]);
    expect(await cache.get('k', read)).toBe(0);
    expect(reads).toBe(1);

    await handle.db
      .insertInto('counted' as never)
      .values({ n: 1 } as never)
      .execute();
    expect(await cache.get('k', read)).toBe(1);
    await handle.db.transaction().execute((trx) => sql`insert into counted values (2)`.execute(trx));
    expect(await cache.get('k', read)).toBe(2);
    expect(reads).toBe(3);
    // A read of another key is its own.
    expect(await cache.get('other', read)).toBe(2);
    expect(reads).toBe(4);
  });

  it("reads again once its time is up (another instance's writes), and keeps no failed read", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new FreshCache<number>(writeWatchOf(handle.db), 5_000);
    let reads = 0;
    const read = () => (reads++, count());
    await cache.get('k', read);
    vi.advanceTimersByTime(4_000);
    await cache.get('k', read);
    expect(reads).toBe(1);
    vi.advanceTimersByTime(1_001);
    await cache.get('k', read);
    expect(reads).toBe(2);

    await expect(cache.get('failing', () => Promise.reject(new Error('lost connection')))).rejects.toThrow('lost connection');
    expect(await cache.get('failing', read)).toBe(await count());
  });

  it('answers a count whose time is up while one read of it runs beside, but never after this process wrote', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new FreshCache<number>(writeWatchOf(handle.db), 5_000, { staleWhileReading: true });
    let reads = 0;
    let release = () => {};
    // Each read answers its own number, once released.
    const read = () => {
      const n = ++reads;
      return new Promise<number>((resolve) => (release = () => resolve(n)));
    };
    const first = cache.get('k', read);
    release();
    expect(await first).toBe(1);

    vi.advanceTimersByTime(5_001);
    // The kept count is answered at once, however many ask, while one read runs beside it.
    expect(await Promise.all([cache.get('k', read), cache.get('k', read)])).toEqual([1, 1]);
    expect(reads).toBe(2);
    release();
    await vi.waitFor(async () => expect(await cache.get('k', read)).toBe(2));
    expect(reads).toBe(2);

    // After this process writes, the next ask waits for a read of its own.
    await sql`insert into counted values (10)`.execute(handle.db);
    const afterWrite = cache.get('k', read);
    release();
    expect(await afterWrite).toBe(3);
  });

  it('keeps nothing for a database whose writes are not counted', async () => {
    const cache = new FreshCache<number>(null, 60_000);
    let reads = 0;
    await cache.get('k', () => (reads++, count()));
    await cache.get('k', () => (reads++, count()));
    expect(reads).toBe(2);
    expect(freshCacheOf(handle.db, 'same', 1000)).toBe(freshCacheOf(handle.db, 'same', 1000));
  });
});
