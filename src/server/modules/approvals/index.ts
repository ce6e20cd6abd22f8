/**
 * What Chief Delivery and Chief Warehouse use of approvals: what their lists start from (the
 * returns waiting for the user at their step) and show of each return; the reports, what a line's
 * invoice line still holds for it.
 */
export { withHeaderOf } from './listHeader.ts';
export { pendingListColumns, pendingReturnsAt } from './pendingReturns.ts';
export { availableQtyOf } from './lineQuantityRepository.ts';
