import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * Request ids (issue 15): an outbox row keeps the id of the request that queued it, and each
 * api_log row of its calls the same id, so an operator follows one request from its log line to
 * the ERP or delivery-tracking calls it caused. The outbox's index of due rows serves readiness
 * and the metrics (the age of the oldest due job) as it serves the worker's claim; the failed
 * jobs the metrics count have an index of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    alter table outbox add column request_id text;
    alter table api_log add column request_id text;
    create index api_log_request_idx on api_log (request_id) where request_id is not null;
    create index outbox_failed_idx on outbox (kind) where status = 'FAILED';
    `,
  );
}
