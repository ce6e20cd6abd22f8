import { signedInUser } from '../../http/authenticate.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import type { Handlers } from '../../http/handlers.ts';
import { loadReportItem } from './reportItem.ts';
import { buildReportItemPdf } from './reportItemPdf.ts';

/** Report Return Detail (spec 000 §2.5): one line's item report, as data and as PDF. */
export const reportItemHandlers: Pick<Handlers, 'getReportItem' | 'getReportItemPdf'> = {
  async getReportItem(request) {
    return loadReportItem(request.server.db, signedInUser(request), request.params.id);
  },

  async getReportItemPdf(request, reply) {
    const item = await loadReportItem(request.server.db, signedInUser(request), request.params.id);
    const pdf = await buildReportItemPdf(item, new Date());
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('inline', `${item.ret_number}-${item.line}.pdf`))
      .header('cache-control', 'private, no-cache')
      .send(Buffer.from(pdf));
  },
};
