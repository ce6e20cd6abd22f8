import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { listPage } from '../../lists/listPage.ts';
import { containing, noSpaces } from '../../db/textSearch.ts';
import type { QueryOf } from '../../http/handlers.ts';
import type { Page } from '../../http/paging.ts';
import { userPlantCodes, userRoleNames, type Principal } from '../auth/index.ts';
import { scopedReturns } from '../returns/index.ts';

/** The SQL of Approval Changes (spec 002 §2, §7): who decides a return's step, and moving that to someone else. */

export const userIdOf = async (db: Database, userName: string) =>
  (await db.selectFrom('users').select('user_id').where('user_name', '=', userName.trim()).executeTakeFirst())?.user_id ?? null;

/** Returns in progress whose current step is assigned to `assignee`, within the acting user's scope. */
export function pendingOf(db: Database, user: Principal, assignee: number) {
  return scopedReturns(db, user)
    .innerJoin('return_assignments as a', (join) => join.onRef('a.return_id', '=', 'r.return_id').onRef('a.step_code', '=', 'r.step_code'))
    .where('a.user_id', '=', assignee)
    .where('r.status', '=', 'W');
}

/** A page of them, oldest first, optionally one return by number. */
export function pageOfPending(db: Database, user: Principal, assignee: number, retNumber: string | undefined, page: Page) {
  const number = noSpaces(retNumber);
  const filtered = pendingOf(db, user, assignee).$if(Boolean(number), (qb) => qb.where('r.ret_number', '=', number!));
  return listPage(filtered, page, (returns) =>
    returns.select(['r.ret_number', 'r.created_at', 'r.step_code', 'r.plant_code']).orderBy('r.created_at').orderBy('r.return_id'),
  );
}

/** The step of a return passes from one assignee to another (kept once if the new one had it already). */
export async function moveAssignment(db: Database, returnId: number, step: string, from: number, to: number) {
  await db.deleteFrom('return_assignments').where('return_id', '=', returnId).where('step_code', '=', step).where('user_id', '=', from).execute();
  await db
    .insertInto('return_assignments')
    .values({ return_id: returnId, step_code: step, user_id: to })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Active users whose user name or full name contains `text`, optionally holding `role`, with their role and plant codes. */
export function activeUsersMatching(db: Database, q: QueryOf<'searchUsers'>, page: Page) {
  const text = (q.userName ?? q.username)?.trim();
  const role = q.role?.trim().toUpperCase();
  const matching = db
    .selectFrom('users as u')
    .where('u.is_active', '=', true)
    .$if(Boolean(text), (qb) =>
      qb.where((eb) => eb.or([eb(sql`lower(u.user_name)`, 'like', containing(text!)), eb(sql`lower(u.full_name)`, 'like', containing(text!))])),
    )
    .$if(Boolean(role), (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_roles as ur')
            .innerJoin('roles as ro', 'ro.role_id', 'ur.role_id')
            .select('ur.user_id')
            .whereRef('ur.user_id', '=', 'u.user_id')
            .where('ro.role_name', '=', role!),
        ),
      ),
    );
  return listPage(matching, page, (users) =>
    users.select(['u.user_id', 'u.user_name', 'u.full_name', userRoleNames.as('roles'), userPlantCodes.as('plants')]).orderBy('u.user_name'),
  );
}
