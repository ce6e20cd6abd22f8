import type { Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../../../generated/database.ts';

/** Where an outbox job stands: the list its table's check constraint keeps to. */
export type OutboxStatus = Selectable<DB['outbox']>['status'];

/** One call to an external system, as api_log records it. */
export interface ExternalCall {
  system: string;
  operation: string;
  method: string;
  url: string;
  request: unknown;
}

/** What a job's handler may do besides its own work: report progress, make logged calls. */
export interface JobContext {
  db: Database;
  outboxId: number;
  /** No retry follows if this attempt fails: a handler records the failure where it belongs. */
  finalAttempt: boolean;
  /** 0..100, shown to the user who waits for the job. */
  progress(percent: number): Promise<void>;
  /** Runs one external call and writes it to api_log, whether it answers or throws. */
  call<T>(call: ExternalCall, run: () => Promise<T>): Promise<T>;
}

/** A job's end: the message for the user and, for kinds that count them, the rows it really inserted or changed. */
export interface JobResult {
  message: string;
  rowsChanged: number;
}

/**
 * Does the work of one outbox row and returns the message for the user (with the rows changed,
 * when the kind counts them). A business answer (the ERP knows no such customer) is a message
 * too; throwing means a technical failure to retry.
 */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<string | JobResult>;

export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** A failure no retry can mend (an unknown kind, a payload the handler cannot read). */
export class PermanentJobError extends Error {}
