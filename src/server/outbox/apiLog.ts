import type { Database } from '../db/database.ts';
import type { ExternalCall } from './jobs.ts';

/** The HTTP-like status an external failure carries, when it has one (an ERP answering 503). */
function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/** Which work made a call: the outbox row being delivered and the request that queued it. */
export interface CallOrigin {
  outboxId: number | null;
  requestId: string | null;
}

/** Told of every finished call (the metrics' duration of ERP and delivery-tracking calls). */
export type CallObserver = (call: ExternalCall, seconds: number, failed: boolean) => void;

/**
 * Runs an external call and writes one api_log row for it: what was asked, what came back or
 * what went wrong, how long it took, and the outbox row and request it was made for. The log is
 * written after the call, never inside a transaction that the call would hold open.
 */
export async function loggedCall<T>(db: Database, origin: CallOrigin, call: ExternalCall, run: () => Promise<T>, observe?: CallObserver): Promise<T> {
  const started = performance.now();
  const write = (entry: { status: number | null; body: unknown; error: string | null }) => {
    const ms = performance.now() - started;
    observe?.(call, ms / 1000, entry.error !== null);
    return db
      .insertInto('api_log')
      .values({
        system: call.system,
        operation: call.operation,
        method: call.method,
        url: call.url,
        request_body: JSON.stringify(call.request ?? null),
        response_status: entry.status,
        response_body: JSON.stringify(entry.body ?? null),
        duration_ms: Math.round(ms),
        error: entry.error,
        outbox_id: origin.outboxId,
        request_id: origin.requestId,
      })
      .execute();
  };
  try {
    const answer = await run();
    await write({ status: 200, body: answer, error: null });
    return answer;
  } catch (error) {
    await write({ status: statusOf(error), body: null, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}
