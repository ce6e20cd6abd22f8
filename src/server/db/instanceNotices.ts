import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { WriteWatch } from './writeWatch.ts';

/** The channel on which the instances sharing one PostgreSQL say that they changed something. */
const CHANNEL = 'goods_return_changes';
/** Changes within this long are told in one notice. */
const GATHER_MS = 20;
const RECONNECT_MS = 1000;

/**
 * Instances that tell each other at once (issue 36): each change this process makes (WriteWatch)
 * is told on a PostgreSQL channel, and each notice of another instance marks what this one read
 * as stale (sessions ended, a user locked, a role changed, list totals), so it reaches every
 * instance within a second instead of the caches' five. A notice is sent after the change it
 * tells of committed. A listening connection that drops is opened again, and what was read is
 * taken as stale then (notices may have been missed meanwhile); the caches' own expiry stays the
 * bound when a notice is lost.
 */
export function shareChanges(pool: pg.Pool, connectionString: string, watch: WriteWatch): { stop(): Promise<void> } {
  const instance = randomBytes(8).toString('hex');
  let stopped = false;
  let listener: pg.Client | undefined;
  let connecting: Promise<void> = Promise.resolve();
  let telling: ReturnType<typeof setTimeout> | undefined;

  const tell = () => {
    telling = undefined;
    if (!stopped) pool.query('select pg_notify($1, $2)', [CHANNEL, instance]).catch(() => undefined);
  };
  const unwatch = watch.onChange(() => {
    telling ??= setTimeout(tell, GATHER_MS);
  });

  const listen = () => {
    connecting = connect();
  };
  const connect = async () => {
    if (stopped) return;
    const client = new pg.Client({ connectionString });
    client.on('notification', (notice) => {
      if (notice.payload !== instance) watch.changedElsewhere();
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (listener === client) listener = undefined;
      if (!stopped) setTimeout(listen, RECONNECT_MS);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      // Stopped while it connected (a handle closed at once): its connection would keep the process alive.
      if (stopped) throw new Error('stopped');
      listener = client;
      watch.changedElsewhere();
    } catch {
      await client.end().catch(() => undefined);
    }
  };
  listen();

  return {
    async stop() {
      stopped = true;
      unwatch();
      if (telling) clearTimeout(telling);
      // A connection under way ends itself once it sees the stop.
      await connecting;
      await listener?.end().catch(() => undefined);
    },
  };
}
