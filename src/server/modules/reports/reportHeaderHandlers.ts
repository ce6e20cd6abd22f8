import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { snapshotsOf } from '../returns/index.ts';
import { headerRowOf } from './headerRow.ts';
import { reportHeaderPage } from './reportHeaderList.ts';
import { checkReportSearch } from './reportSearch.ts';

/** The Report Header (spec 000 §2.5): the report search's page of returns, each with its lifecycle snapshot. */
export const reportHeaderHandlers: Pick<Handlers, 'listReturns'> = {
  async listReturns(request) {
    const user = signedInUser(request);
    const q = request.query;
    checkReportSearch(user, q, 'reports.filterClients');
    const { db } = request.server;
    const { rows, ...page } = await reportHeaderPage(db, user, q, pageOf(q));
    const lifecycles = await snapshotsOf(db, rows);
    return { ...page, data: rows.map((r) => headerRowOf(r, lifecycles.get(r.return_id)!)) };
  },
};
