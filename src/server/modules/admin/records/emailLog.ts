import { filter } from '../../../lists/formLists.ts';
import { maskedLinks } from '../../../logging/secrets.ts';
import { defineAdminRecord } from './adminRecord.ts';

/**
 * A link's secret in an e-mail (a password reset's token) as the log shows it: masked, so that
 * reading the log never lets an administrator take over the account a link was sent for. The
 * stored e-mail keeps it; only its reader, by mail, gets it.
 */
const maskedText = (text: unknown) => (typeof text === 'string' ? maskedLinks(text) : text);

/** The e-mail log (/email): every e-mail the product wrote, newest first, links' secrets masked. */
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
    messageId: 'e.message_id',
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
  present: (row) => ({ ...row, body: maskedText(row.body), subject: maskedText(row.subject) }),
});
