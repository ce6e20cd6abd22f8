import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/database.ts';
import { conflict, notFound } from '../../../http/problem.ts';
import { queueMail } from './templatedEmail.ts';

/**
 * Queues a FAILED e-mail again, in the caller's transaction (an administrator, once the mailbox or
 * the server is mended): any other status is refused with 409, so two resends send it once.
 */
export async function resendEmail(trx: Database, emailId: number): Promise<{ recipient: string; error: string | null }> {
  const failed = await trx.selectFrom('email_log').select(['recipient', 'status', 'error']).where('email_id', '=', emailId).forUpdate().executeTakeFirst();
  if (!failed) throw notFound('The e-mail was not found.');
  if (failed.status !== 'FAILED') throw conflict('Only an e-mail that failed can be sent again.');
  await trx.updateTable('email_log').set({ status: 'QUEUED', error: null }).where('email_id', '=', emailId).execute();
  // The row lock above lets one resend through: each gets a key of its own, without counting earlier jobs.
  await queueMail(trx, emailId, `mail:${emailId}:resend:${randomUUID()}`);
  return { recipient: failed.recipient, error: failed.error };
}
