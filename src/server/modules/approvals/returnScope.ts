import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/principal.ts';

/** Returns the user may see: within their plants, and for client users holding a line of their clients. */
export function scopedReturns(db: Database, user: Principal) {
  return db
    .selectFrom('returns as r')
    .where('r.plant_code', 'in', user.plants.length ? user.plants : [''])
    .$if(user.roles.includes('CLIENT'), (qb) =>
      qb.where((eb) => eb.exists(eb.selectFrom('return_items as ri').select('ri.return_detail_id').whereRef('ri.return_id', '=', 'r.return_id').where('ri.client_code', 'in', user.clients.length ? user.clients : ['']))),
    );
}
