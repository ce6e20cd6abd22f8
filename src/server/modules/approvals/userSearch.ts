import { sql } from 'kysely';
import { containing } from '../../db/textSearch.ts';
import type { Handlers } from '../../http/handlers.ts';
import { listPage } from '../../db/listPage.ts';
import { pageOf } from '../../http/paging.ts';
import { userPlantCodes, userRoleNames } from '../auth/principal.ts';

/**
 * The user search of Approval Changes (spec 002 §2, §7): active users whose user name or full
 * name contains the text, optionally holding a role, with their role and plant codes.
 */
export const userSearchHandlers: Pick<Handlers, 'searchUsers'> = {
  async searchUsers(request) {
    const q = request.query;
    const page = pageOf(q);
    const text = (q.userName ?? q.username)?.trim();
    const role = q.role?.trim().toUpperCase();
    const query = request.server.db
      .selectFrom('users as u')
      .where('u.is_active', '=', true)
      .$if(Boolean(text), (qb) => qb.where((eb) => eb.or([eb(sql`lower(u.user_name)`, 'like', containing(text!)), eb(sql`lower(u.full_name)`, 'like', containing(text!))])))
      .$if(Boolean(role), (qb) =>
        qb.where((eb) => eb.exists(eb.selectFrom('user_roles as ur').innerJoin('roles as ro', 'ro.role_id', 'ur.role_id').select('ur.user_id').whereRef('ur.user_id', '=', 'u.user_id').where('ro.role_name', '=', role!))),
      );
    const { rows, ...found } = await listPage(query, page, (filtered) =>
      filtered
        .select([
          'u.user_id',
          'u.user_name',
          'u.full_name',
          userRoleNames.as('roles'),
          userPlantCodes.as('plants'),
        ])
        .orderBy('u.user_name'),
    );
    return {
      ...found,
      data: rows.map((u) => ({ userId: u.user_id, userName: u.user_name, fullName: u.full_name, roles: u.roles, plants: u.plants })),
    };
  },
};
