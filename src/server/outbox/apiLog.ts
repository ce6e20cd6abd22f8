import type { Database } from '../db/database.ts';
import type { ExternalCall } from './jobs.ts';

/** The HTTP-like status an external failure carries, when it has one (an ERP answering 503). */
function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/**
 * Runs an external call and writes one api_log row for it: what was asked, what came back or
 * what went wrong, and how long it took. The log is written after the call, never inside a
 * transaction that the call would hold open.
 */
export async function loggedCall<T>(db: Database, outboxId: number | null, call: ExternalCall, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const write = (entry: { status: number | null; body: unknown; error: string | null }) =>
    db
      .insertInto('api_log')
      .values({
        system: call.system,
        operation: call.operation,
        method: call.method,
        url: call.url,
        request_body: JSON.stringify(call.request ?? null),
        response_status: entry.status,
        response_body: JSON.stringify(entry.body ?? null),
        duration_ms: Math.round(performance.now() - started),
        error: entry.error,
        outbox_id: outboxId,
      })
      .execute();
  try {
    const answer = await run();
    await write({ status: 200, body: answer, error: null });
    return answer;
  } catch (error) {
    await write({ status: statusOf(error), body: null, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}
