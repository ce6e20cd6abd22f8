import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { listPage } from '../../lists/listPage.ts';
import type { Page } from '../../http/paging.ts';
import type { DB } from '../../../../generated/database.ts';

type User = Selectable<DB['users']>;

/** The SQL of the signed-in user's profile: what `/user/me` shows and what the user changes of it. */

/** The profile: the account's settings, its plants (each with its Fareye cut-off, else `defaultCutOff`) and clients, and whether it agreed to `policyVersion`. */
export async function profileOf(db: Database, userId: number, defaultCutOff: string | null, policyVersion: string) {
  const [user, plants, clients, agreement] = await Promise.all([
    db.selectFrom('users').select(['email', 'language', 'color_scheme', 'delivery_filters']).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    db
      .selectFrom('user_plants as up')
      .innerJoin('plants as p', 'p.plant_code', 'up.plant_code')
      .select(['p.plant_code', 'p.plant_name', sql<string | null>`coalesce(p.cut_off_date::text, ${defaultCutOff})`.as('cut_off_date')])
      .where('up.user_id', '=', userId)
      .orderBy('p.plant_code')
      .execute(),
    db
      .selectFrom('user_clients as uc')
      .innerJoin('clients as c', 'c.client_code', 'uc.client_code')
      .select(['c.client_code', 'c.client_name'])
      .where('uc.user_id', '=', userId)
      .orderBy('c.client_code')
      .execute(),
    db.selectFrom('privacy_agreements').select('agreed_at').where('user_id', '=', userId).where('policy_version', '=', policyVersion).executeTakeFirst(),
  ]);
  return { user, plants, clients, agreed: Boolean(agreement) };
}

/** The user agrees to a version of the privacy policy; agreeing again changes nothing. */
export async function recordAgreement(db: Database, userId: number, policyVersion: string) {
  await db
    .insertInto('privacy_agreements')
    .values({ user_id: userId, policy_version: policyVersion })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Language and colour scheme, and the Chief Delivery filters when given (absent ones are kept). */
export async function storePreferences(
  db: Database,
  userId: number,
  preferences: { language: User['language']; colorScheme: User['color_scheme']; deliveryFilters?: string },
) {
  await db
    .updateTable('users')
    .set({
      language: preferences.language,
      color_scheme: preferences.colorScheme,
      ...(preferences.deliveryFilters ? { delivery_filters: preferences.deliveryFilters } : {}),
      updated_at: new Date(),
    })
    .where('user_id', '=', userId)
    .execute();
}

/** The user's own audit trail, newest first. */
export function auditEventsOf(db: Database, userId: number, page: Page) {
  return listPage(db.selectFrom('audit_events').where('user_id', '=', userId), page, (events) =>
    events.select(['event_id', 'action', 'entity', 'entity_id', 'detail', 'created_at']).orderBy('created_at', 'desc').orderBy('event_id', 'desc'),
  );
}
