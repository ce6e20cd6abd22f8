import { sql } from 'kysely';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { listPage, type OrderKey } from '../../db/listPage.ts';
import { pageOf } from '../../http/paging.ts';
import { headerColumns, headerOf } from '../approvals/listHeader.ts';
import { pendingReturnsAt } from '../approvals/pendingReturns.ts';
import { deliveryItemsOf } from '../delivery/deliveryItems.ts';
import { sentSnapshot, snapshotColumns, snapshotsOf } from '../returns/lifecycle/index.ts';

/** The day an FPRE was uploaded, where the business runs. */
const uploadDay = sql<string>`(f.uploaded_at at time zone 'Asia/Jakarta')::date`;

/** Earliest signed FPRE first; a return without one by its submission, since a keyset's keys are never null. */
const warehouseOrder: readonly OrderKey[] = [
  [sql`coalesce(f.uploaded_at, r.submitted_at)`, 'timestamptz'],
  ['r.return_id', 'int'],
];

/** The Chief Warehouse search (spec 002 §2): returns pending at CW assigned to the user, grouped with their items, each with its lifecycle snapshot. */
export const warehouseListHandlers: Pick<Handlers, 'listWarehouse'> = {
  async listWarehouse(request) {
    const user = signedInUser(request);
    const q = request.query;
    const filtered = pendingReturnsAt(request.server.db, user, 'CW', q)
      .$if(q.startDate !== undefined, (qb) => qb.where(uploadDay, '>=', sql<string>`${q.startDate}::date`))
      .$if(q.endDate !== undefined, (qb) => qb.where(uploadDay, '<=', sql<string>`${q.endDate}::date`));
    const { rows, ...page } = await listPage(
      filtered,
      pageOf(q),
      (query) =>
        query
          .innerJoin('plants as p', 'p.plant_code', 'r.plant_code')
          .innerJoin('users as u', 'u.user_id', 'r.created_by')
          .leftJoin('params as reason', (join) => join.on('reason.param_group_id', '=', 'REASON').onRef('reason.param_code', '=', 'r.reason_code'))
          .select([...headerColumns, ...snapshotColumns, 'r.remark', 'r.cd_remark', 'f.uploaded_at', 'f.file_name']),
      { keyset: warehouseOrder, after: q.after },
    );
    const items = await deliveryItemsOf(request.server.db, rows.map((r) => r.return_id));
    const lifecycles = await snapshotsOf(request.server.db, rows);
    return {
      ...page,
      data: rows.map((r) => ({
        ...headerOf(r),
        lifecycle: sentSnapshot(lifecycles.get(r.return_id)!),
        remark: r.remark,
        handoverRemark: r.cd_remark,
        fpreUploaded: r.fpre_uploaded,
        fpreUploadTime: r.uploaded_at?.toISOString() ?? null,
        fpreFileName: r.file_name,
        items: items.get(r.return_id) ?? [],
      })),
    };
  },
};
