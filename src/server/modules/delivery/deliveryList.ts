import { listPage } from '../../db/listPage.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { pendingReturnsAt, pendingReturnsOrder } from '../approvals/pendingReturns.ts';
import { headerColumns, headerOf } from '../approvals/listHeader.ts';
import { fareyeLabel, printAction, printLabel } from './fareyeStatus.ts';
import { deliveryItemsOf } from './deliveryItems.ts';
import { sentSnapshot, snapshotColumns, snapshotsOf } from '../returns/lifecycle/index.ts';

/** The Chief Delivery list: returns pending at CD assigned to the user, one row per return with its items and its lifecycle snapshot. */
export const deliveryListHandlers: Pick<Handlers, 'listDeliveries'> = {
  async listDeliveries(request) {
    const user = signedInUser(request);
    const q = request.query;
    const filtered = pendingReturnsAt(request.server.db, user, 'CD', q)
      // STATUS_PRINT as shown: R is a reupload whatever the print status, Y and N the others.
      .$if(q.statusPrint === 'R', (qb) => qb.where('r.fpre_status', '=', 'R'))
      .$if(q.statusPrint === 'Y' || q.statusPrint === 'N', (qb) => qb.where('r.fpre_status', '!=', 'R').where('r.print_status', '=', q.statusPrint as 'Y' | 'N'));
    const { rows, ...page } = await listPage(
      filtered,
      pageOf(q),
      (query) =>
        query
          .innerJoin('plants as p', 'p.plant_code', 'r.plant_code')
          .innerJoin('users as u', 'u.user_id', 'r.created_by')
          .leftJoin('params as reason', (join) => join.on('reason.param_group_id', '=', 'REASON').onRef('reason.param_code', '=', 'r.reason_code'))
          .select([
            ...headerColumns,
            ...snapshotColumns,
            'r.remark',
            'f.uploaded_at',
            'f.file_name',
            'r.fareye_date',
            'r.fareye_last_error',
            'r.first_print_date',
            'r.last_print_date',
          ]),
      { keyset: pendingReturnsOrder, after: q.after },
    );
    const items = await deliveryItemsOf(request.server.db, rows.map((r) => r.return_id));
    const lifecycles = await snapshotsOf(request.server.db, rows);
    return {
      ...page,
      data: rows.map((r) => ({
        ...headerOf(r),
        lifecycle: sentSnapshot(lifecycles.get(r.return_id)!),
        remark: r.remark,
        printStatus: r.print_status,
        fpreStatus: r.fpre_status,
        statusPrint: printLabel(r.print_status, r.fpre_status),
        printAction: printAction(r.print_status, r.fpre_status),
        fpreUploaded: r.fpre_uploaded,
        fpreUploadTime: r.uploaded_at?.toISOString() ?? null,
        fpreFileName: r.file_name,
        fareyeStatus: fareyeLabel(r.fareye_status, r.fareye_last_error),
        fareye: r.fareye_status,
        fareyeDate: r.fareye_date?.toISOString() ?? null,
        fareyeLastError: r.fareye_last_error,
        firstPrintDate: r.first_print_date?.toISOString() ?? null,
        lastPrintDate: r.last_print_date?.toISOString() ?? null,
        items: items.get(r.return_id) ?? [],
      })),
    };
  },
};
