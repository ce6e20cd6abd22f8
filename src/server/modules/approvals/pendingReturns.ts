import type { Database } from '../../db/database.ts';
import { snapshotColumns, scopedReturns, storedLinesColumn } from '../returns/index.ts';
import { pendingItemsColumn } from './pendingReturnItems.ts';
import { headerColumns } from './listHeader.ts';
import type { Principal } from '../auth/index.ts';
import { assignedHere, headerFilters, type HeaderFilter } from './listFilters.ts';

/**
 * Returns waiting at `step` (CD or CW) in the user's scope and assigned to the user there
 * (a user holding approvals.anyStep sees every one), filtered by the list's header filters, with
 * the signed FPRE `f`: what Chief Delivery's and Chief Warehouse's lists start from
 * (delivery/deliveryPage.ts, warehouse/warehousePage.ts). Only what can remove a row is joined
 * here; a page also selects each return's lines for its snapshot and its items still in it
 * (pendingListColumns), so it costs one query.
 */
export function pendingReturnsAt(db: Database, user: Principal, step: 'CD' | 'CW', q: HeaderFilter) {
  return scopedReturns(db, user)
    .leftJoin('fpre_documents as f', 'f.return_id', 'r.return_id')
    .where('r.status', '=', 'W')
    .where('r.step_code', '=', step)
    .where((eb) => assignedHere(eb, user))
    .where((eb) => headerFilters(eb, q));
}

/** What a row of those lists shows of its return: its header, its lifecycle's snapshot, its items still waiting. */
export const pendingListColumns = [...headerColumns, ...snapshotColumns, storedLinesColumn, pendingItemsColumn] as const;
