/** What Chief Warehouse uses of delivery: a page's returns' items. */
export { deliveryItemsOf } from './deliveryItems.ts';
