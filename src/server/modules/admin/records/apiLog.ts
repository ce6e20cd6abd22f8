import { sql } from 'kysely';
import { filter } from '../../../lists/formLists.ts';
import { maskedBody } from '../../../logging/secrets.ts';
import { defineAdminRecord } from './adminRecord.ts';

/** A body of the log as text for reading, with every value under a secret-looking key masked. */
const readable = (body: unknown) => (body === null || body === undefined ? null : JSON.stringify(maskedBody(body), null, 2));

/** The API log (/apilog): every call to the ERP and delivery tracking, newest first. */
export const apiLog = defineAdminRecord({
  form: 'admin/apilog',
  entity: 'API log entry',
  idField: 'apiLogId',
  from: (db) => db.selectFrom('api_log as l'),
  fields: {
    apiLogId: 'l.api_log_id',
    createdAt: 'l.created_at',
    system: 'l.system',
    operation: 'l.operation',
    method: 'l.method',
    url: 'l.url',
    responseStatus: 'l.response_status',
    durationMs: 'l.duration_ms',
    error: 'l.error',
    requestId: 'l.request_id',
    requestBody: 'l.request_body',
    responseBody: 'l.response_body',
  },
  filters: {
    dateFrom: filter.onOrAfterDay('l.created_at'),
    dateTo: filter.onOrBeforeDay('l.created_at'),
    system: filter.startsWith('l.system'),
    operation: filter.contains('l.operation'),
    // One request's calls, by the X-Request-Id its answer and the log carried.
    requestId: filter.equals('l.request_id'),
    status: (value) =>
      value === 'error'
        ? sql<boolean>`(l.error is not null or l.response_status >= 400)`
        : sql<boolean>`(l.error is null and coalesce(l.response_status, 200) < 400)`,
  },
  order: ['apiLogId'],
  newestFirst: true,
  present: (row) => ({ ...row, requestBody: readable(row.requestBody), responseBody: readable(row.responseBody) }),
});
