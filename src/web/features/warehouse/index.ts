/** What other screens use of Chief Warehouse's: the receiving dock (features/dock) drives the same flow. */
export { linesOf, unitsOf } from './warehouseLines.ts';
export { useWarehouseMessage } from './warehouseMessages.ts';
