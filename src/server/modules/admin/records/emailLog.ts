import { filter } from '../../../db/formLists.ts';
import { defineAdminRecord } from './adminRecord.ts';

/** The e-mail log (/email): every e-mail the product wrote, newest first. */
export const emailLog = defineAdminRecord({
  form: 'admin/email',
  entity: 'e-mail log entry',
  idField: 'emailId',
  from: (db) => db.selectFrom('email_log as e'),
  fields: {
    emailId: 'e.email_id',
    createdAt: 'e.created_at',
    templateCode: 'e.template_code',
    recipient: 'e.recipient',
    subject: 'e.subject',
    status: 'e.status',
    error: 'e.error',
    sentAt: 'e.sent_at',
    body: 'e.body',
  },
  filters: {
    dateFrom: filter.onOrAfterDay('e.created_at'),
    dateTo: filter.onOrBeforeDay('e.created_at'),
    templateCode: filter.startsWith('e.template_code'),
    recipient: filter.contains('e.recipient'),
    status: filter.equals('e.status'),
  },
  order: ['emailId'],
  newestFirst: true,
});
