import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Handlers } from '../../http/handlers.ts';
import { listPage } from '../../db/listPage.ts';
import { pageOf } from '../../http/paging.ts';

const pending = (db: Database) => db.selectFrom('users').where('registration_pending', '=', true).where('is_active', '=', false);

export async function countPendingRegistrations(db: Database): Promise<number> {
  const row = await pending(db).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export const registrationAdminHandlers: Pick<Handlers, 'listPendingRegistrations'> = {
  async listPendingRegistrations(request) {
    const { db } = request.server;
    const page = pageOf(request.query);
    const { rows, ...found } = await listPage(pending(db), page, (filtered) =>
      filtered
        .select(['user_id', 'user_name', 'full_name', 'email', 'created_at'])
        .orderBy('created_at', 'desc'),
    );
    return {
      ...found,
      data: rows.map((r) => ({ userId: r.user_id, userName: r.user_name, fullName: r.full_name, email: r.email, createdAt: r.created_at.toISOString() })),
    };
  },
};
