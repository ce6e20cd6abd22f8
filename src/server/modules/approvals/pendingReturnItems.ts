import { sql } from 'kysely';
import { actorFullName, stillInReturn } from '../returns/index.ts';
import type { components } from '../../../../generated/api.d.ts';

type DeliveryItem = components['schemas']['DeliveryItem'];

/**
 * The lines still in return `r` (rejected ones dropped out) as the Chief Delivery and Chief
 * Warehouse lists answer them (DeliveryItem), with who decided each at SALES: one JSON value
 * selected beside the page's own columns, in line order, so a page costs one query.
 */
export const pendingItemsColumn = sql<DeliveryItem[]>`(select coalesce(json_agg(json_build_object(
  'approvalDetailId', di.return_detail_id,
  'line', di.line,
  'materialCode', di.material_code,
  'materialName', di.material_name,
  'rayonType', di.rayon_type,
  'batch', di.batch,
  'uom', di.uom,
  'returnUom', di.return_uom,
  'qty', di.qty,
  'nra', case when di.nra then 'Y' else 'N' end,
  'clientCode', di.client_code,
  'expiredDate', di.expired_date,
  'attachmentId', di.attachment_id,
  'salesmanName', (select ${actorFullName('dd.user_id', 'dd.user_name')} from return_decisions as dd where dd.return_detail_id = di.return_detail_id and dd.step_code = 'SALES')
) order by di.line), '[]'::json) from return_items as di where di.return_id = r.return_id and ${stillInReturn('di')})`.as('items');
