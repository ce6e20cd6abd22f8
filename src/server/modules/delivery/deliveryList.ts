import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { withHeaderOf } from '../approvals/index.ts';
import { deliveryPage } from './deliveryPage.ts';
import { fareyeLabel, printAction, printLabel } from '../../../shared/returnStatus.ts';
import { sentSnapshotsOfRows } from '../returns/index.ts';

/** The Chief Delivery list: returns pending at CD assigned to the user, one row per return with its items and its lifecycle snapshot. */
export const deliveryListHandlers: Pick<Handlers, 'listDeliveries'> = {
  async listDeliveries(request) {
    const user = signedInUser(request);
    const q = request.query;
    const { rows, ...page } = await deliveryPage(request.server.db, user, q, pageOf(q));
    const lifecycles = sentSnapshotsOfRows(user, rows);
    return {
      ...page,
      data: rows.map((r) =>
        withHeaderOf(r, {
          lifecycle: lifecycles.get(r.return_id)!,
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
          items: r.items,
        }),
      ),
    };
  },
};
