import { filter } from '../../../lists/formLists.ts';
import { defineAdminRecord } from './adminRecord.ts';

/** The audit trail (/audit): who changed what and when, with the values before and after. */
export const auditEvents = defineAdminRecord({
  form: 'admin/audit',
  entity: 'audit event',
  idField: 'eventId',
  from: (db) => db.selectFrom('audit_events as a'),
  fields: {
    eventId: 'a.event_id',
    createdAt: 'a.created_at',
    userName: 'a.user_name',
    action: 'a.action',
    entity: 'a.entity',
    entityId: 'a.entity_id',
    ip: 'a.ip',
    detail: 'a.detail',
  },
  filters: {
    dateFrom: filter.onOrAfterDay('a.created_at'),
    dateTo: filter.onOrBeforeDay('a.created_at'),
    userName: filter.contains('a.user_name'),
    entity: filter.contains('a.entity'),
    action: filter.contains('a.action'),
  },
  order: ['eventId'],
  newestFirst: true,
});
