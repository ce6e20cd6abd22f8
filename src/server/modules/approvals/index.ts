/**
 * What Chief Delivery and Chief Warehouse use of approvals: their lists'
 * pages and header columns; the reports, what a line's invoice line still holds for it.
 */
export { withHeaderOf } from './listHeader.ts';
export { deliveryPage, warehousePage } from './pendingReturns.ts';
export { availableQtyOf } from './lineQuantityRepository.ts';
