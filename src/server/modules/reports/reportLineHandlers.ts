import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { badRequest } from '../../http/problem.ts';
import { sendSheet } from './excel/index.ts';
import { reportLineOf } from './reportLineRow.ts';
import { reportLineBatches, reportLinesPage } from './reportLines.ts';
import { reportLineColumns } from './reportLineSheet.ts';
import { checkReportSearch } from './reportSearch.ts';

/** Report Details (spec 000 §2.5): the item search's page, and all of it as Excel. */
export const reportLineHandlers: Pick<Handlers, 'listReportItems' | 'exportReportItems'> = {
  async listReportItems(request) {
    const user = signedInUser(request);
    const q = request.query;
    checkReportSearch(user, q, 'reports.detailFilterClients');
    const { rows, ...page } = await reportLinesPage(request.server.db, user, q, pageOf(q));
    return { ...page, data: rows.map(reportLineOf) };
  },

  async exportReportItems(request, reply) {
    const user = signedInUser(request);
    const q = request.query;
    // Spec 000 §5: an export needs both registration dates, then the list's own checks.
    if (!q.startDate) throw badRequest('Please Input Registration Date!', 'startDate');
    if (!q.endDate) throw badRequest('Please Input Registration Date!', 'endDate');
    checkReportSearch(user, q, 'reports.detailFilterClients');
    return sendSheet(request, reply, `report-details-${q.startDate}-${q.endDate}.xlsx`, {
      name: 'Report Details',
      columns: reportLineColumns,
      batches: reportLineBatches(request.server.db, user, q),
    });
  },
};
