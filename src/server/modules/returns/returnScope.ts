import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/index.ts';

/** The plants whose returns the user may see (never an empty list, which SQL `in` refuses). */
export const plantScopeOf = (user: Principal): string[] => (user.plants.length ? user.plants : ['']);

/**
 * The clients a user is limited to: CLIENT users see and decide only the lines of the clients
 * in their profile (DESIGN §6); null for everyone else, who sees every line of a return in scope.
 */
export function clientScopeOf(user: Pick<Principal, 'roles' | 'clients'>): string[] | null {
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

/**
 * Whether the user sees every line of return `r`: always, but for client users on a return that
 * also holds a line of a client outside their profile.
 */
export function seesWholeReturn(user: Principal): RawBuilder<boolean> {
  const clients = clientScopeOf(user);
  if (!clients) return sql<boolean>`true`;
  return sql<boolean>`not exists (select 1 from return_items as other where other.return_id = r.return_id and other.client_code not in (${sql.join(clients)}))`;
}

/**
 * Returns the user may see whole (seesWholeReturn). A document that lists every line of a return
 * (the FPRE form, the signed FPRE) is given from these only, so a client never receives another
 * client's lines (docs/spec-deviations.md, "The FPRE of a return of two clients").
 */
export function wholeReturns(db: Database, user: Principal) {
  return scopedReturns(db, user).where(seesWholeReturn(user));
}
