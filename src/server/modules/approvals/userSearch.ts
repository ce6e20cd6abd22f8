import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { activeUsersMatching } from './assigneeRepository.ts';

/**
 * The user search of Approval Changes (spec 002 §2, §7): active users whose user name or full
 * name contains the text, optionally holding a role, with their role and plant codes.
 */
export const userSearchHandlers: Pick<Handlers, 'searchUsers'> = {
  async searchUsers(request) {
    const q = request.query;
    const page = pageOf(q);
    const { rows, ...found } = await activeUsersMatching(request.server.db, q, page);
    return {
      ...found,
      data: rows.map((u) => ({ userId: u.user_id, userName: u.user_name, fullName: u.full_name, roles: u.roles, plants: u.plants })),
    };
  },
};
