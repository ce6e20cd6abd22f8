import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OutboxStatus } from '../../outbox/jobs.ts';
import { jobMessage } from './synchJobMessage.ts';
import { synchCatalogue, synchKinds } from './synchKinds.ts';

interface LatestRow {
  kind: string;
  outbox_id: number | null;
  status: OutboxStatus | null;
  progress: number | null;
  attempts: number | null;
  last_error: string | null;
  result_message: string | null;
  rows_changed: number | null;
  created_at: Date | null;
  started_at: Date | null;
  updated_at: Date | null;
  user_name: string | null;
  operation: string | null;
  response_status: number | null;
  call_error: string | null;
  duration_ms: number | null;
  called_at: Date | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * The newest job of every synch kind with its last external call: one index probe each (by kind,
 * newest first; api_log by outbox id), however many jobs the outbox holds.
 */
async function latestJobs(db: Database): Promise<Map<string, LatestRow>> {
  const kinds = sql.join(synchCatalogue.map((c) => sql`(${synchKinds[c.key]})`));
  const { rows } = await sql<LatestRow>`
    select k.kind, o.outbox_id, o.status, o.progress, o.attempts, o.last_error, o.result_message, o.rows_changed,
           o.created_at, o.started_at, o.updated_at, u.user_name,
           l.operation, l.response_status, l.error as call_error, l.duration_ms, l.created_at as called_at
    from (values ${kinds}) as k(kind)
    left join lateral (select * from outbox where outbox.kind = k.kind order by outbox_id desc limit 1) o on true
    left join users u on u.user_id = o.created_by
    left join lateral (select * from api_log where api_log.outbox_id = o.outbox_id order by api_log_id desc limit 1) l on true
  `.execute(db);
  return new Map(rows.map((r) => [r.kind, r]));
}

function lastRunOf(r: LatestRow | undefined) {
  if (!r?.outbox_id || !r.status) return null;
  const ended = r.status === 'DONE' || r.status === 'FAILED';
  return {
    jobId: Number(r.outbox_id),
    status: r.status,
    progress: r.progress ?? 0,
    attempts: r.attempts ?? 0,
    rowsChanged: r.rows_changed,
    message: jobMessage({ status: r.status, attempts: r.attempts ?? 0, last_error: r.last_error, result_message: r.result_message }),
    error: r.last_error,
    startedBy: r.user_name,
    queuedAt: iso(r.created_at)!,
    startedAt: iso(r.started_at),
    finishedAt: ended ? iso(r.updated_at) : null,
    lastCall: r.operation
      ? { operation: r.operation, responseStatus: r.response_status, error: r.call_error, durationMs: r.duration_ms, calledAt: iso(r.called_at)! }
      : null,
  };
}

/** Every synch kind in the catalogue's order: how it is started and how its last run went (null: never run). */
export async function synchKindStates(db: Database) {
  const latest = await latestJobs(db);
  return synchCatalogue.map((c) => ({ key: c.key, method: 'POST' as const, path: c.path, lastRun: lastRunOf(latest.get(synchKinds[c.key])) }));
}
