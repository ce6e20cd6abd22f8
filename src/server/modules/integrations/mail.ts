import type { Database } from '../../db/database.ts';

/**
 * Writes an e-mail from its template into the e-mail log. The default sink stops there (status
 * LOGGED): no mail leaves the machine, and administrators read it in the e-mail log.
 */
export async function sendTemplatedEmail(
  db: Database,
  templateCode: string,
  recipient: string,
  values: Record<string, string>,
): Promise<void> {
  const template = await db
    .selectFrom('email_templates')
    .select(['subject', 'body'])
    .where('template_code', '=', templateCode)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('email_log')
    .values({
      template_code: templateCode,
      recipient,
      subject: fillTemplate(template.subject, values),
      body: fillTemplate(template.body, values),
      status: 'LOGGED',
      error: null,
      sent_at: null,
    })
    .execute();
}

export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
