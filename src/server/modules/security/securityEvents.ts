import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { operations } from '../../../../generated/api.d.ts';
import type { Database } from '../../db/database.ts';

/**
 * What a security event records (issue 15, item 4; OWASP ASVS V16): one name per kind, listed once
 * in forms/admin/security/search.schema.json, which the screen's filter offers and the contract
 * checks; this type is read from it.
 */
export type SecurityEventKind = NonNullable<NonNullable<operations['listSecurityEvents']['parameters']['query']>['kind']>;

export interface SecurityEvent {
  kind: SecurityEventKind;
  /** Whom it is about. */
  user?: { userId: number | null; userName: string | null } | null;
  /** Who did it, when not the user themself (an administrator). */
  actor?: { userId: number; userName: string } | null;
  ip?: string | null;
  requestId?: string | null;
  detail?: string | null;
}

/**
 * Appends one security event. Inside the transaction of the change it records where there is
 * one (a password, a role's permissions), so that the change and its record stand or fall
 * together; a refusal is recorded on its own, since the refused request changes nothing.
 */
export async function recordSecurityEvent(db: Database, event: SecurityEvent): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      kind: event.kind,
      user_id: event.user?.userId ?? null,
      user_name: event.user?.userName ?? null,
      actor_id: event.actor?.userId ?? null,
      actor_name: event.actor?.userName ?? null,
      ip: event.ip ?? null,
      request_id: event.requestId ?? null,
      detail: event.detail ?? null,
    })
    .execute();
}

/** The request's address and id, which every event of a request carries. */
export const requestOrigin = (request: FastifyRequest) => ({ ip: request.ip, requestId: String(request.id) });

/**
 * Removes the events older than `days` days: the only removal the table's trigger allows, said
 * so in this transaction alone. Answers how many went.
 */
export async function purgeSecurityEvents(db: Database, days: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('security.retention', 'on', true)`.execute(trx);
    const result = await trx
      .deleteFrom('security_events')
      .where('occurred_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
