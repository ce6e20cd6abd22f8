import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { registrationsPage } from './adminRepository.ts';

export const registrationAdminHandlers: Pick<Handlers, 'listPendingRegistrations'> = {
  async listPendingRegistrations(request) {
    const { rows, ...found } = await registrationsPage(request.server.db, pageOf(request.query));
    return {
      ...found,
      data: rows.map((r) => ({ userId: r.user_id, userName: r.user_name, fullName: r.full_name, email: r.email, createdAt: r.created_at.toISOString() })),
    };
  },
};
