import { AsyncResource } from 'node:async_hooks';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { dataErrorText, isDataError } from '../db/errors.ts';
import type { DB } from '../../../generated/database.ts';
import type { Selectable } from 'kysely';
import { loggedCall, type CallObserver } from './apiLog.ts';
import { retryDelayMs } from './backoff.ts';
import { PermanentJobError, type JobContext, type JobHandlers } from './jobs.ts';

/** A claimed row not finished within this time is claimed again (its worker is presumed dead). */
const CLAIM_LEASE_SECONDS = 300;

export interface OutboxWorkerOptions {
  db: Database;
  handlers: JobHandlers;
  pollMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** Kinds retried on a schedule of their own (mail: hours, not seconds); the others keep maxAttempts and retryBaseMs. */
  retryPolicies?: Readonly<Record<string, RetryPolicy>>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Told of every external call a job makes (the metrics). */
  observeCall?: CallObserver;
  /** Told of every attempt's end: done, retrying or failed (the metrics). */
  observeAttempt?: (kind: string, outcome: 'done' | 'retry' | 'failed') => void;
}

/** How a kind is retried: this many attempts, the first retry after retryBaseMs, doubling up to retryCapMs. */
export interface RetryPolicy {
  maxAttempts: number;
  retryBaseMs: number;
  retryCapMs?: number;
}

export interface OutboxWorker {
  start(): void;
  /** Look for work now (after a commit that queued some) instead of at the next poll. */
  wake(): void;
  /** Stops polling and waits for the job in hand to finish. */
  stop(): Promise<void>;
  /** Started and not stopped: queued work will be delivered without being driven. */
  readonly polling: boolean;
  /**
   * Delivers every job due now (of `kinds` only, when given), retries that fall due meanwhile
   * included, and returns when none is left, none either in the hands of the worker's own run
   * (a polling worker may claim one first): for a worker driven step by step.
   */
  runDue(kinds?: readonly string[]): Promise<void>;
}

type Claimed = Selectable<DB['outbox']>;

const failureMessage = (error: string, attempts: number) => (attempts > 1 ? `${error} (gave up after ${attempts} attempts)` : error);

/**
 * Delivers outbox rows: claims one due row at a time with FOR UPDATE SKIP LOCKED (so several
 * server instances share the work without taking the same row), runs the handler of its kind
 * outside any transaction, and records DONE, a retry with backoff, or FAILED.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = true;
  let wakeAgain = false;

  // Bound here, where the app is built: a tick runs in no request's context, even when a
  // request's wake() set its timer, so work the jobs queue is never taken for that request's.
  const tickOutsideRequests = AsyncResource.bind(() => void tick());
  const schedule = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tickOutsideRequests, delayMs);
  };

  async function tick(): Promise<void> {
    if (running) {
      wakeAgain = true;
      return;
    }
    running = drain().catch((error: unknown) => options.log.error({ err: error }, 'outbox worker failed'));
    await running;
    running = null;
    const again = wakeAgain;
    wakeAgain = false;
    schedule(again ? 0 : options.pollMs);
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const row = await claim();
      if (!row) return;
      await execute(row);
    }
  }

  /** Whether any work is due: asked before claiming, so a poll that finds none writes nothing (caches of reads stay fresh, freshCache.ts). */
  const due = (kinds?: readonly string[]) =>
    db
      .selectFrom('outbox')
      .select('outbox_id')
      .where('status', 'in', ['PENDING', 'RUNNING'])
      .where('next_attempt_at', '<=', sql<Date>`now()`)
      .$if(kinds !== undefined, (qb) => qb.where('kind', 'in', kinds!.length ? kinds! : ['']))
      .limit(1)
      .executeTakeFirst();

  async function claim(kinds?: readonly string[]): Promise<Claimed | undefined> {
    if (!(await due(kinds))) return undefined;
    return db
      .updateTable('outbox')
      .set({
        status: 'RUNNING',
        attempts: sql`attempts + 1`,
        progress: 0,
        started_at: sql`coalesce(started_at, now())`,
        next_attempt_at: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
        updated_at: sql`now()`,
      })
      .where('outbox_id', '=', (eb) =>
        eb
          .selectFrom('outbox')
          .select('outbox_id')
          .where('status', 'in', ['PENDING', 'RUNNING'])
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .$if(kinds !== undefined, (qb) => qb.where('kind', 'in', kinds!.length ? kinds! : ['']))
          .orderBy('next_attempt_at')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Changes a row only while this worker still holds its claim. */
  const ours = (row: Claimed) =>
    db.updateTable('outbox').where('outbox_id', '=', row.outbox_id).where('status', '=', 'RUNNING').where('attempts', '=', row.attempts);

  const policyOf = (kind: string): RetryPolicy => options.retryPolicies?.[kind] ?? options;

  async function execute(row: Claimed): Promise<void> {
    const policy = policyOf(row.kind);
    const context: JobContext = {
      db,
      outboxId: row.outbox_id,
      finalAttempt: row.attempts >= policy.maxAttempts,
      progress: async (percent) => {
        const value = Math.max(0, Math.min(100, Math.round(percent)));
        await ours(row)
          .set({ progress: value, updated_at: sql`now()` })
          .execute();
      },
      call: (call, run) => loggedCall(db, { outboxId: row.outbox_id, requestId: row.request_id }, call, run, options.observeCall),
    };
    try {
      const handler = options.handlers[row.kind];
      if (!handler) throw new PermanentJobError(`No handler for outbox kind ${row.kind}.`);
      const result = await handler(row.payload, context);
      const { message, rowsChanged } = typeof result === 'string' ? { message: result, rowsChanged: null } : result;
      await ours(row)
        .set({ status: 'DONE', progress: 100, result_message: message, rows_changed: rowsChanged, last_error: null, updated_at: sql`now()` })
        .execute();
      options.observeAttempt?.(row.kind, 'done');
    } catch (error) {
      // Data the database refuses is refused again on every retry: the job fails at once, in words an administrator reads.
      const refused = isDataError(error);
      const text = refused
        ? `The database refused the data: ${dataErrorText(error)}; retrying cannot mend it.`
        : error instanceof Error
          ? error.message
          : String(error);
      const retry = !refused && !(error instanceof PermanentJobError) && row.attempts < policy.maxAttempts;
      if (retry) {
        const delay = retryDelayMs(row.attempts, policy.retryBaseMs, policy.retryCapMs);
        await ours(row)
          .set({ status: 'PENDING', last_error: text, next_attempt_at: sql`now() + make_interval(secs => ${delay / 1000})`, updated_at: sql`now()` })
          .execute();
        options.log.warn({ outboxId: row.outbox_id, kind: row.kind, attempt: row.attempts, reqId: row.request_id }, `outbox job failed, retrying: ${text}`);
        options.observeAttempt?.(row.kind, 'retry');
      } else {
        await ours(row)
          .set({ status: 'FAILED', last_error: text, result_message: failureMessage(text, row.attempts), updated_at: sql`now()` })
          .execute();
        options.log.error({ outboxId: row.outbox_id, kind: row.kind, attempts: row.attempts, reqId: row.request_id }, `outbox job failed: ${text}`);
        options.observeAttempt?.(row.kind, 'failed');
      }
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    wake() {
      if (running) wakeAgain = true;
      else schedule(0);
    },
    get polling() {
      return !stopped;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    async runDue(kinds) {
      await running;
      for (let row = await claim(kinds); row; row = await claim(kinds)) await execute(row);
      // A polling worker's own run may have claimed a due job in between: delivered before this returns.
      await running;
    },
  };
}
