import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { notFound } from '../../http/problem.ts';
import { snapshotOf, snapshotsOf } from '../returns/index.ts';
import { headerDetailOf } from './headerDetail.ts';
import { headerDetailAnswer } from './headerDetailAnswer.ts';
import { headerRowOf } from './headerRow.ts';
import { reportHeaderPage } from './reportHeaderList.ts';
import { checkReportSearch } from './reportSearch.ts';

/** The Report Header (spec 000 §2.5): the report search's page of returns, each with its lifecycle snapshot. */
export const reportHeaderHandlers: Pick<Handlers, 'listReturns' | 'getReturnHeaderDetail'> = {
  async listReturns(request) {
    const user = signedInUser(request);
    const q = request.query;
    checkReportSearch(user, q, 'reports.filterClients');
    const { db } = request.server;
    const { rows, ...page } = await reportHeaderPage(db, user, q, pageOf(q));
    const lifecycles = await snapshotsOf(db, rows);
    return { ...page, data: rows.map((r) => headerRowOf(r, lifecycles.get(r.return_id)!)) };
  },
  /** The Report Return Header detail (spec 000 §2.5): read-only, with the lifecycle the screen asks what to offer. */
  async getReturnHeaderDetail(request) {
    const user = signedInUser(request);
    const { db } = request.server;
    const found = await headerDetailOf(db, user, request.params.id);
    if (!found) throw notFound('The return was not found.');
    return headerDetailAnswer(found, await snapshotOf(db, found.header));
  },
};
