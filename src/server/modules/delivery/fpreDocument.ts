import { signedInUser } from '../../http/authenticate.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import type { Handlers } from '../../http/handlers.ts';
import { notFound } from '../../http/problem.ts';
import { apply } from '../returns/index.ts';
import { deleteFpre, visibleFpre } from './fpreRepository.ts';
import { lockAtDelivery } from './deliveryAccess.ts';
import { deliverySaved } from './deliverySaved.ts';

/** The signed FPRE opened (anyone who may see the return: CD, CW, reports, FPRE users) and deleted at CD. */
export const fpreDocumentHandlers: Pick<Handlers, 'getFpre' | 'deleteFpre'> = {
  async getFpre(request, reply) {
    const user = signedInUser(request);
    const row = await visibleFpre(request.server.db, user, request.params.retNumber);
    if (!row) throw notFound(`No FPRE is uploaded for return ${request.params.retNumber}.`);
    return reply
      .type(row.content_type)
      .header('content-disposition', contentDisposition('inline', row.file_name))
      .header('cache-control', 'private, no-cache')
      .send(row.content);
  },

  async deleteFpre(request) {
    const user = signedInUser(request);
    return request.server.db.transaction().execute(async (trx) => {
      const loaded = await lockAtDelivery(trx, request.params.retNumber, user, request.query.version);
      const now = await apply(trx, loaded, { type: 'fpre.delete' }, user);
      await deleteFpre(trx, loaded.row.return_id);
      return deliverySaved(trx, user, 'The FPRE has been deleted.', loaded.row, now);
    });
  },
};
