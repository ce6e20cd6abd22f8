import type { Database } from '../db/database.ts';
import { maskedBody } from '../logging/secrets.ts';
import type { ExternalCall } from './jobs.ts';

/**
 * The most of a body (as compact JSON) the log keeps. A whole master-data pull answers hundreds
 * of thousands of characters: the log keeps the start of such a body and says where it was cut,
 * so that an entry stays readable and within what the API log answers (forms/admin/apilog).
 */
export const loggedBodyLimit = 20_000;

/**
 * A call's body as the log stores it: secrets masked, and cut (with a note) past loggedBodyLimit.
 * A NUL, which PostgreSQL's jsonb cannot hold, is logged as the sign for it (U+2400), so an answer
 * carrying one is still logged and the call's own outcome is what the job reports.
 */
export function loggedBody(body: unknown): string {
  const text = JSON.stringify(maskedBody(body ?? null)).replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1\u2400');
  if (text.length <= loggedBodyLimit) return text;
  return JSON.stringify({ cut: `The body had ${text.length} characters; the log keeps the first ${loggedBodyLimit}.`, start: text.slice(0, loggedBodyLimit) });
}

/** The HTTP-like status an external failure carries, when it has one (an ERP answering 503). */
function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/**
 * Where an HTTP client puts the status its answer came with (201 for an order created, 200 for
 * one answered again), so the log shows it; an answer without one is logged as 200.
 */
export const answeredStatus = Symbol('answered status');

/** `answer` marked with the HTTP status it came with (answeredStatus). */
export function withStatus<T>(answer: T, status: number): T {
  if (answer && typeof answer === 'object') Object.defineProperty(answer, answeredStatus, { value: status, enumerable: false });
  return answer;
}

const successStatusOf = (answer: unknown) => (answer as { [answeredStatus]?: number } | null)?.[answeredStatus] ?? 200;

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
        request_body: loggedBody(call.request),
        response_status: entry.status,
        response_body: loggedBody(entry.body),
        duration_ms: Math.round(ms),
        error: entry.error,
        outbox_id: origin.outboxId,
        request_id: origin.requestId,
      })
      .execute();
  };
  try {
    const answer = await run();
    await write({ status: successStatusOf(answer), body: answer, error: null });
    return answer;
  } catch (error) {
    await write({ status: statusOf(error), body: null, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}
