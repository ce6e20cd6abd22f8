import pg from 'pg';
import { PostgresDialect, type Driver } from 'kysely';
import type { ReplicaReader } from './readScope.ts';
import { RowClient } from './rowClient.ts';
import { walPositionOf } from './walPosition.ts';

/** What the last look at a replica found. */
export interface ReplicaState {
  name: string;
  /** It answered, and is a standby replaying the primary's log. */
  serving: boolean;
  /** The log position it has replayed up to. */
  replayed: bigint | null;
  /** Seconds its replay is behind (0 when it has replayed all it received). */
  lagSeconds: number | null;
  /** Why it is not used, in words fit for the public readiness answer (no address). */
  problem: string | null;
}

interface Replica extends ReplicaReader {
  pool: pg.Pool;
  state: ReplicaState;
}

/** How often each replica is looked at, and how long a look may take. */
const PROBE_EVERY_MS = 1000;
const PROBE_TIMEOUT_MS = 2000;

/**
 * The read replicas of READ_DATABASE_URL (issue 36): PostgreSQL streaming standbys of the primary.
 * Each is looked at every second (is it a standby, how far has it replayed, how far behind is it);
 * one that does not answer or lags past READ_MAX_LAG_SECONDS is skipped until it recovers. A read
 * that must see a user's own write (readYourWrites.ts) goes to a replica that has replayed the
 * primary's position after that write, else to the primary.
 */
export class ReadReplicas {
  #turn = 0;
  #timer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly replicas: Replica[],
    readonly maxLagSeconds: number,
  ) {}

  static async open(urls: readonly string[], maxLagSeconds: number, connections = 10): Promise<ReadReplicas> {
    const replicas = await Promise.all(
      urls.map(async (url, i): Promise<Replica> => {
        const name = `replica ${i + 1}`;
        const pool = new pg.Pool({
          connectionString: url,
          max: connections,
          Client: RowClient,
          connectionTimeoutMillis: PROBE_TIMEOUT_MS,
          options: '-c plan_cache_mode=force_custom_plan',
        });
        pool.on('error', (error) => console.warn(`${name}: connection lost: ${error.message}`));
        const driver: Driver = new PostgresDialect({ pool }).createDriver();
        await driver.init();
        return { name, pool, driver, state: { name, serving: false, replayed: null, lagSeconds: null, problem: 'not looked at yet' } };
      }),
    );
    const routing = new ReadReplicas(replicas, maxLagSeconds);
    await Promise.all(replicas.map((replica) => routing.#look(replica)));
    // A look still under way (a replica slow to answer) is not started again beside itself.
    const looking = new Set<Replica>();
    const lookOnce = (replica: Replica) => {
      if (looking.has(replica)) return;
      looking.add(replica);
      void routing.#look(replica).finally(() => looking.delete(replica));
    };
    routing.#timer = setInterval(() => replicas.forEach(lookOnce), PROBE_EVERY_MS);
    routing.#timer.unref();
    return routing;
  }

  async #look(replica: Replica): Promise<void> {
    try {
      const { rows } = await withinTimeout(
        replica.pool.query<{ standby: boolean; replayed: string | null; lag: number | null }>(
          // Caught up (all received is replayed) counts as no lag only while the standby still
          // streams from the primary: one cut off has replayed all it got and is still behind.
          `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed,
             case when pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn()
                   and exists (select 1 from pg_stat_wal_receiver where status = 'streaming') then 0
                  else extract(epoch from now() - pg_last_xact_replay_timestamp()) end::float8 as lag`,
        ),
      );
      const { standby, replayed, lag } = rows[0]!;
      const lagSeconds = lag ?? 0;
      replica.state = {
        name: replica.name,
        serving: standby && lagSeconds <= this.maxLagSeconds,
        replayed: walPositionOf(replayed),
        lagSeconds,
        problem: !standby
          ? 'not a standby of the primary'
          : lagSeconds > this.maxLagSeconds
            ? `${Math.round(lagSeconds)} s behind (more than ${this.maxLagSeconds} s)`
            : null,
      };
    } catch {
      replica.state = { name: replica.name, serving: false, replayed: null, lagSeconds: null, problem: 'not reachable' };
    }
  }

  /**
   * A replica for a read that must see everything up to `required` (a user's last write), in turn;
   * null when none serves or none has replayed that far (the read goes to the primary). A replica
   * that had not replayed it at its last look is asked again once: replay usually takes milliseconds.
   */
  async choose(required: bigint | null): Promise<ReplicaReader | null> {
    const serving = this.replicas.filter((replica) => replica.state.serving);
    if (!serving.length) return null;
    const start = this.#turn++ % serving.length;
    const inTurn = [...serving.slice(start), ...serving.slice(0, start)];
    const caughtUp = (replica: Replica) => required === null || (replica.state.replayed !== null && replica.state.replayed >= required);
    const ready = inTurn.find(caughtUp);
    if (ready) return ready;
    await this.#look(inTurn[0]!);
    return inTurn[0]!.state.serving && caughtUp(inTurn[0]!) ? inTurn[0]! : null;
  }

  /** What readiness reports of each replica. */
  states(): ReplicaState[] {
    return this.replicas.map((replica) => replica.state);
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await Promise.all(this.replicas.map((replica) => replica.driver.destroy()));
  }
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer')), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
