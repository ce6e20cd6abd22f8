import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { clientPage } from './clientList.ts';

/** The client master for the report lists' Clients filter (spec 000 §6: when the profile holds no clients). */
export const clientListHandlers: Pick<Handlers, 'listClients'> = {
  async listClients(request) {
    const { rows, ...page } = await clientPage(request.server.db, signedInUser(request).userId, pageOf(request.query));
    return { ...page, data: rows.map((c) => ({ clientCode: c.client_code, clientName: c.client_name })) };
  },
};
