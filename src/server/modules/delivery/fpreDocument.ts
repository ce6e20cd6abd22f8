import { signedInUser } from '../../http/authenticate.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import type { Handlers } from '../../http/handlers.ts';
import { notFound } from '../../http/problem.ts';
import { apply } from '../returns/lifecycle/index.ts';
import { scopedReturns } from '../returns/returnScope.ts';
import { lockAtDelivery } from './deliveryAccess.ts';
import { deliverySaved } from './deliverySaved.ts';

/** The signed FPRE opened (anyone who may see the return: CD, CW, reports, FPRE users) and deleted at CD. */
export const fpreDocumentHandlers: Pick<Handlers, 'getFpre' | 'deleteFpre'> = {
  async getFpre(request, reply) {
    const user = signedInUser(request);
    const row = await scopedReturns(request.server.db, user)
      .innerJoin('fpre_documents as f', 'f.return_id', 'r.return_id')
      .select(['f.file_name', 'f.content_type', 'f.content'])
      .where('r.ret_number', '=', request.params.retNumber.replace(/\s+/g, ''))
      .executeTakeFirst();
    if (!row) throw notFound(`No FPRE is uploaded for return ${request.params.retNumber}.`);
    return reply.type(row.content_type).header('content-disposition', contentDisposition('inline', row.file_name)).header('cache-control', 'private, no-cache').send(row.content);
  },

  async deleteFpre(request) {
    const user = signedInUser(request);
    return request.server.db.transaction().execute(async (trx) => {
      const loaded = await lockAtDelivery(trx, request.params.retNumber, user, request.query.version);
      const now = await apply(trx, loaded, { type: 'fpre.delete' }, user);
      await trx.deleteFrom('fpre_documents').where('return_id', '=', loaded.row.return_id).execute();
      return deliverySaved('The FPRE has been deleted.', loaded.row, now);
    });
  },
};
