import type { Updateable } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { DB } from '../../../../../generated/database.ts';
import type { Config } from '../../../config.ts';
import { attemptsToOutlast } from '../../../outbox/backoff.ts';
import { PermanentJobError, type JobHandlers } from '../../../outbox/jobs.ts';
import type { RetryPolicy } from '../../../outbox/worker.ts';
import { htmlOf } from './htmlBody.ts';
import { MailRefusedError, type MailTransport } from './mailTransport.ts';
import { MAIL_KIND } from './templatedEmail.ts';

/** Records how a queued e-mail ended, unless something else (a resend) has taken it meanwhile. */
const settle = (db: Database, emailId: number, values: Updateable<DB['email_log']>) =>
  db.updateTable('email_log').set(values).where('email_id', '=', emailId).where('status', '=', 'QUEUED').execute();

/**
 * Mail's retries: a user told "a link was sent" must get it after an outage of hours, so a mail is
 * retried until `forMs` has passed (MAIL_RETRY_HOURS), backing off from `baseMs` to `capMs`.
 */
export const mailRetryPolicy = ({ forMs, baseMs, capMs }: Config['mailRetry']): RetryPolicy => ({
  maxAttempts: attemptsToOutlast(forMs, baseMs, capMs),
  retryBaseMs: baseMs,
  retryCapMs: capMs,
});

/**
 * Delivers a QUEUED e-mail of the log through the transport, outside any user's transaction: SENT
 * with the server's message id, LOGGED by the log-only sink, FAILED at once on a permanent
 * refusal (5xx but a refused login), retried by the outbox on any other failure (the last reason
 * shown meanwhile) on mail's schedule, FAILED when the retries are spent. An administrator may queue a FAILED one again (resendEmail.ts).
 */
export function mailJobHandlers(transport: MailTransport): JobHandlers {
  return {
    async [MAIL_KIND](payload, { db, finalAttempt }) {
      const { emailId } = payload as { emailId: number };
      const mail = await db.selectFrom('email_log').select(['recipient', 'subject', 'body', 'status']).where('email_id', '=', emailId).executeTakeFirst();
      if (!mail) throw new PermanentJobError(`E-mail ${emailId} is not in the e-mail log.`);
      if (mail.status !== 'QUEUED') return `E-mail ${emailId} is ${mail.status}: nothing to send.`;
      try {
        const delivery = await transport.deliver({ to: mail.recipient, subject: mail.subject, text: mail.body, html: htmlOf(mail.body) });
        if (!delivery.sent) {
          await settle(db, emailId, { status: 'LOGGED', error: null });
          return `E-mail ${emailId} written to the e-mail log only.`;
        }
        await settle(db, emailId, { status: 'SENT', message_id: delivery.messageId, error: null, sent_at: new Date() });
        return `E-mail ${emailId} sent to ${mail.recipient}: ${delivery.reply}`;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (error instanceof MailRefusedError || finalAttempt) {
          await settle(db, emailId, { status: 'FAILED', error: reason });
          throw new PermanentJobError(reason);
        }
        await settle(db, emailId, { error: reason });
        throw error;
      }
    },
  };
}
