import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/** The Chief Delivery list's last search, kept per user (only the access token may live in the browser). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(db, `alter table users add column delivery_filters text;`);
}
