import { routingParamCodes, routingPolicyFrom } from '../../../../machines/returns/route.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { periodOf } from './period.ts';
import { processLinesPage } from './processLines.ts';
import { sendSheet, sendWorkbook } from '../reports/index.ts';
import { routingPolicyProblem } from '../admin/index.ts';
import { processConformance } from './processConformance.ts';
import { deviationColumns, variantColumns, weekColumns } from './processSheets.ts';
import { previewRoutingChange } from './routingWhatIf.ts';
import { processVariants, variantLinesPage } from './processVariants.ts';
import { processView } from './processView.ts';

/** A line's return, number and material as the lists of the process view answer them. */
const lineOfReturn = (l: {
  return_id: number;
  ret_number: string | null;
  line: number | null;
  material_code: string | null;
  material_name: string | null;
  plant_code: string;
  client_code: string;
}) => ({
  returnId: l.return_id,
  retNumber: l.ret_number,
  line: l.line,
  materialCode: l.material_code,
  materialName: l.material_name,
  plantCode: l.plant_code,
  clientCode: l.client_code,
});

const seconds = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/** The analysts' process view of /workflow (issue 33): the steps' loads, the period's moves and variants, and the lines behind each number. */
export const processHandlers: Pick<
  Handlers,
  | 'getProcessView'
  | 'listProcessLines'
  | 'listProcessVariants'
  | 'listVariantLines'
  | 'getProcessConformance'
  | 'exportProcessVariants'
  | 'exportProcessConformance'
  | 'previewRoutingChange'
> = {
  async getProcessView(request) {
    const period = periodOf(request.query);
    return { ...period, ...(await processView(request.server.db, signedInUser(request), period, request.query)) };
  },

  async listProcessLines(request) {
    const { pageNo: _pageNo, pageSize: _pageSize, from: _from, to: _to, ...asked } = request.query;
    const { rows, ...page } = await processLinesPage(request.server.db, signedInUser(request), asked, periodOf(request.query), pageOf(request.query));
    const now = new Date();
    return {
      ...page,
      data: rows.map((l) => ({
        ...lineOfReturn(l),
        enteredAt: new Date(l.entered_at).toISOString(),
        leftAt: l.left_at ? new Date(l.left_at).toISOString() : null,
        waitedSeconds: seconds(new Date(l.entered_at), l.left_at ? new Date(l.left_at) : now),
      })),
    };
  },

  async listProcessVariants(request) {
    const period = periodOf(request.query);
    return { ...period, ...(await processVariants(request.server.db, signedInUser(request), period, request.query)) };
  },

  async listVariantLines(request) {
    const { pageNo: _pageNo, pageSize: _pageSize, from: _from, to: _to, path, needsClient, ...filters } = request.query;
    const { rows, ...page } = await variantLinesPage(
      request.server.db,
      signedInUser(request),
      { path, needsClient },
      periodOf(request.query),
      filters,
      pageOf(request.query),
    );
    return {
      ...page,
      data: rows.map((l) => ({
        ...lineOfReturn(l),
        startedAt: new Date(l.started_at).toISOString(),
        endedAt: new Date(l.ended_at!).toISOString(),
        throughputSeconds: seconds(new Date(l.started_at), new Date(l.ended_at!)),
        quantityChanges: l.quantity_changes,
        approvalChanges: l.approval_changes,
        erpRetries: l.erp_retries,
      })),
    };
  },

  async getProcessConformance(request) {
    const period = periodOf(request.query);
    return { ...period, ...(await processConformance(request.server.db, signedInUser(request), period, request.query)) };
  },

  async exportProcessVariants(request, reply) {
    const period = periodOf(request.query);
    const { data } = await processVariants(request.server.db, signedInUser(request), period, request.query);
    return sendSheet(request, reply, `variants-${period.from}-${period.to}.xlsx`, { name: 'Variants', columns: variantColumns, batches: once(data) });
  },

  async exportProcessConformance(request, reply) {
    const period = periodOf(request.query);
    const { weeks, deviations } = await processConformance(request.server.db, signedInUser(request), period, request.query);
    return sendWorkbook(request, reply, `conformance-${period.from}-${period.to}.xlsx`, [
      { name: 'Weekly share', columns: weekColumns, batches: once(weeks) },
      { name: 'Deviations', columns: deviationColumns, batches: once(deviations) },
    ]);
  },

  async previewRoutingChange(request) {
    const { salesTypes, brqaReasons, qahoReasons, months = 3 } = request.body;
    // A value Save would refuse is no proposal to preview (issue 55 item 11).
    const problem = await routingPolicyProblem(request.server.db, { salesTypes, brqaReasons, qahoReasons });
    if (problem) throw problem;
    const proposed = routingPolicyFrom({
      [routingParamCodes.salesTypes]: salesTypes,
      [routingParamCodes.brqaReasons]: brqaReasons,
      [routingParamCodes.qahoReasons]: qahoReasons,
    });
    return previewRoutingChange(request.server.db, signedInUser(request), proposed, months);
  },
};

/** Rows already read, as the one batch of a sheet. */
async function* once<Row>(rows: Row[]): AsyncIterable<Row[]> {
  yield rows;
}
