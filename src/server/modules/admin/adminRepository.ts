import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { listPage } from '../../lists/listPage.ts';
import type { Page } from '../../http/paging.ts';

/** The SQL of the administration's lists: registrations waiting for activation, the menu's entries. */

const pendingRegistrations = (db: Database) => db.selectFrom('users').where('registration_pending', '=', true).where('is_active', '=', false);

/** Registrations waiting for an administrator, newest first. */
export function registrationsPage(db: Database, page: Page) {
  return listPage(pendingRegistrations(db), page, (users) =>
    users.select(['user_id', 'user_name', 'full_name', 'email', 'created_at']).orderBy('created_at', 'desc'),
  );
}

export async function countPendingRegistrations(db: Database): Promise<number> {
  const row = await pendingRegistrations(db)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Every entry of the menu tree (a permission with a title), in menu order. */
export function menuEntries(db: Database) {
  return db.selectFrom('permissions').select(['permission_key', 'parent_key', 'title', 'url', 'icon']).orderBy('sort_order').execute();
}
