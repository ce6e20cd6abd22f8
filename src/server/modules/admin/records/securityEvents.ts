import { sql } from 'kysely';
import { filter } from '../../../lists/formLists.ts';
import { containing } from '../../../db/textSearch.ts';
import { defineAdminRecord } from './adminRecord.ts';

/** The security events (/security-events): who signed in or was refused, what changed of whose access. */
export const securityEvents = defineAdminRecord({
  form: 'admin/security',
  entity: 'security event',
  idField: 'eventId',
  from: (db) => db.selectFrom('security_events as e'),
  fields: {
    eventId: 'e.event_id',
    occurredAt: 'e.occurred_at',
    kind: 'e.kind',
    userName: 'e.user_name',
    actorName: 'e.actor_name',
    ip: 'e.ip',
    requestId: 'e.request_id',
    detail: 'e.detail',
  },
  filters: {
    dateFrom: filter.onOrAfterDay('e.occurred_at'),
    dateTo: filter.onOrBeforeDay('e.occurred_at'),
    // The user it is about, or the administrator who acted.
    userName: (value) => sql<boolean>`(lower(e.user_name) like ${containing(String(value))} or lower(e.actor_name) like ${containing(String(value))})`,
    kind: filter.equals('e.kind'),
    ip: filter.startsWith('e.ip'),
  },
  order: ['eventId'],
  newestFirst: true,
});
