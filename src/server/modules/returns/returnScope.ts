import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/index.ts';

/** The plants whose returns the user may see (never an empty list, which SQL `in` refuses). */
export const plantScopeOf = (user: Principal): string[] => (user.plants.length ? user.plants : ['']);

/**
 * The clients a user is limited to: CLIENT users see and decide only the lines of the clients
 * in their profile (DESIGN §6); null for everyone else, who sees every line of a return in scope.
 */
export function clientScopeOf(user: Principal): string[] | null {
  if (!user.roles.includes('CLIENT')) return null;
  return user.clients.length ? user.clients : [''];
}

/** Returns the user may see: within their plants, and for client users holding a line of their clients. */
export function scopedReturns(db: Database, user: Principal) {
  const clients = clientScopeOf(user);
  return db
    .selectFrom('returns as r')
    .where('r.plant_code', 'in', plantScopeOf(user))
    .$if(clients !== null, (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('return_items as ri')
            .select('ri.return_detail_id')
            .whereRef('ri.return_id', '=', 'r.return_id')
            .where('ri.client_code', 'in', clients!),
        ),
      ),
    );
}

/** Lines the user may see or act on: of returns in scope, and for client users of their clients only. */
export function scopedLines(db: Database, user: Principal) {
  const clients = clientScopeOf(user);
  return db
    .selectFrom('return_items as ri')
    .innerJoin('returns as r', 'r.return_id', 'ri.return_id')
    .where('r.plant_code', 'in', plantScopeOf(user))
    .$if(clients !== null, (qb) => qb.where('ri.client_code', 'in', clients!));
}
