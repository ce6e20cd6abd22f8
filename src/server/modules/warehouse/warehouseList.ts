import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { withHeaderOf } from '../approvals/index.ts';
import { warehousePage } from './warehousePage.ts';
import { sentSnapshotsOfRows, type SentSnapshot } from '../returns/index.ts';

/** The Chief Warehouse search (spec 002 §2): returns pending at CW assigned to the user, grouped with their items, each with its lifecycle snapshot. */
export const warehouseListHandlers: Pick<Handlers, 'listWarehouse'> = {
  async listWarehouse(request) {
    const user = signedInUser(request);
    const q = request.query;
    const { rows, ...page } = await warehousePage(request.server.db, user, q, pageOf(q));
    const lifecycles = sentSnapshotsOfRows(user, rows);
    return { ...page, data: rows.map((r) => warehouseRowOf(r, lifecycles.get(r.return_id)!)) };
  },
};

type WarehouseRowRead = Awaited<ReturnType<typeof warehousePage>>['rows'][number];

/** A pending return as a row of the Chief Warehouse search (the contract's WarehouseRow). */
export const warehouseRowOf = (r: WarehouseRowRead, lifecycle: SentSnapshot) =>
  withHeaderOf(r, {
    lifecycle,
    remark: r.remark,
    handoverRemark: r.cd_remark,
    fpreUploaded: r.fpre_uploaded,
    fpreUploadTime: r.uploaded_at?.toISOString() ?? null,
    fpreFileName: r.file_name,
    items: r.items,
  });
