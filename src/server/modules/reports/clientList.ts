import type { Database } from '../../db/database.ts';
import { listPage, totalOnce } from '../../lists/listPage.ts';
import type { Page } from '../../http/paging.ts';

/** A page of the client master, by code: a few dozen principals, counted once. */
export function clientPage(db: Database, userId: number, page: Page) {
  return listPage(db.selectFrom('clients as c'), page, (clients) => clients.select(['c.client_code', 'c.client_name']).orderBy('c.client_code'), {
    total: totalOnce(db, 'clients', userId, {}),
  });
}
