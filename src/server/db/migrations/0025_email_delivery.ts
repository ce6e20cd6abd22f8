import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * E-mail leaves over SMTP (issue 32): each logged e-mail keeps the message id the mail server
 * accepted it under.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    alter table email_log add column message_id text;
    `,
  );
}
