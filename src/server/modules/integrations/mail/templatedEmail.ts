import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { enqueue } from '../../../outbox/enqueue.ts';
import { fillTemplate } from './templates.ts';

export const MAIL_KIND = 'mail.send';

/** Queues the delivery of a logged e-mail, in the caller's transaction: sent only once that commits. */
export const queueMail = (trx: Database, emailId: number, key: string) =>
  enqueue(trx, { kind: MAIL_KIND, payload: { emailId }, idempotencyKey: key, createdBy: null });

/**
 * The template of `templateCode` in the language of the user the mail is for (their My Profile
 * language, found by the address), or in English when it has no version in that language.
 */
function templateFor(db: Database, templateCode: string, recipient: string) {
  const language = db
    .selectFrom('users')
    .select('language')
    .where(sql`lower(email)`, '=', recipient.toLowerCase())
    .orderBy('user_id')
    .limit(1);
  return db
    .selectFrom('email_templates')
    .select(['subject', 'body'])
    .where('template_code', '=', templateCode)
    .where((eb) => eb.or([eb('language', '=', 'en'), eb('language', '=', language)]))
    .orderBy(sql`language = 'en'`)
    .limit(1)
    .executeTakeFirstOrThrow();
}

/**
 * Writes an e-mail from its template, in its recipient's language where the template has one,
 * into the e-mail log (QUEUED) and queues its delivery in the caller's transaction, so a mail
 * leaves the machine only for a change that was committed, and never inside the user's request
 * (mailJob.ts delivers it).
 */
export async function sendTemplatedEmail(db: Database, templateCode: string, recipient: string, values: Record<string, string>): Promise<void> {
  const template = await templateFor(db, templateCode, recipient);
  const { email_id: emailId } = await db
    .insertInto('email_log')
    .values({
      template_code: templateCode,
      recipient,
      subject: fillTemplate(template.subject, values),
      body: fillTemplate(template.body, values),
      status: 'QUEUED',
      error: null,
      sent_at: null,
    })
    .returning('email_id')
    .executeTakeFirstOrThrow();
  await queueMail(db, emailId, `mail:${emailId}`);
}
