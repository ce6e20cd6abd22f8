import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { badRequest, notFound } from '../../http/problem.ts';
import { sentSnapshotsOfRows } from '../returns/index.ts';
import { sendDataExcel, wantsDataExcel } from './dataExcel.ts';
import { sendSheet } from './excel/index.ts';
import { headerDetailOf } from './headerDetail.ts';
import { headerDetailAnswer } from './headerDetailAnswer.ts';
import { headerRowOf } from './headerRow.ts';
import { headerSheetColumns } from './headerSheet.ts';
import { reportHeaderBatches, reportHeaderPage } from './reportHeaderList.ts';
import { checkReportSearch } from './reportSearch.ts';

/** The Report Header (spec 000 §2.5): the report search's page of returns, each with its lifecycle snapshot. */
export const reportHeaderHandlers: Pick<Handlers, 'listReturns' | 'getReturnHeaderDetail' | 'exportReturns'> = {
  async listReturns(request) {
    const user = signedInUser(request);
    const q = request.query;
    checkReportSearch(user, q, 'reports.filterClients');
    const { db } = request.server;
    const { rows, ...page } = await reportHeaderPage(db, user, q, pageOf(q));
    const lifecycles = sentSnapshotsOfRows(user, rows);
    return { ...page, data: rows.map((r) => headerRowOf(r, lifecycles.get(r.return_id)!)) };
  },
  /** The Report Return Header detail (spec 000 §2.5): read-only, with the lifecycle the screen asks what to offer. */
  async getReturnHeaderDetail(request) {
    const user = signedInUser(request);
    const { db } = request.server;
    const found = await headerDetailOf(db, user, request.params.id);
    if (!found) throw notFound('The return was not found.');
    return headerDetailAnswer(found, sentSnapshotsOfRows(user, [found.header]).get(found.header.return_id)!);
  },
  /** The Report Header's Excel (spec 000 §2.5, §7): every return of the search, streamed; the old client's JSON when it asks for it. */
  async exportReturns(request, reply) {
    const user = signedInUser(request);
    const q = request.query;
    // Spec 000 §5: an export needs both registration dates, then the list's own checks.
    if (!q.startDate) throw badRequest('Please Input Registration Date!', 'startDate');
    if (!q.endDate) throw badRequest('Please Input Registration Date!', 'endDate');
    checkReportSearch(user, q, 'reports.filterClients');
    const batches = reportHeaderBatches(request.server.db, user, q);
    if (wantsDataExcel(request)) return sendDataExcel(request, reply, batches);
    return sendSheet(request, reply, `report-header-${q.startDate}-${q.endDate}.xlsx`, { name: 'Report Header', columns: headerSheetColumns, batches });
  },
};
