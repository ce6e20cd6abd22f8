import type { components } from '../../../../generated/api.d.ts';
import type { Database } from '../../db/database.ts';

type DeliveryItem = components['schemas']['DeliveryItem'];

/** The lines still in each return (rejected ones dropped out), with who decided them at SALES. */
export async function deliveryItemsOf(db: Database, returnIds: number[]): Promise<Map<number, DeliveryItem[]>> {
  const byReturn = new Map<number, DeliveryItem[]>();
  if (!returnIds.length) return byReturn;
  const rows = await db
    .selectFrom('return_items as ri')
    .leftJoin('return_decisions as d', (join) => join.onRef('d.return_detail_id', '=', 'ri.return_detail_id').on('d.step_code', '=', 'SALES'))
    .select(['ri.return_id', 'ri.return_detail_id', 'ri.line', 'ri.material_code', 'ri.material_name', 'ri.rayon_type', 'ri.batch', 'ri.uom', 'ri.return_uom', 'ri.qty', 'ri.nra', 'ri.client_code', 'ri.expired_date', 'ri.attachment_id', 'd.user_name as salesman_name'])
    .where('ri.return_id', 'in', returnIds)
    .where('ri.approval_status', 'is', null)
    .orderBy('ri.return_id')
    .orderBy('ri.line')
    .execute();
  for (const r of rows) {
    const list = byReturn.get(r.return_id) ?? byReturn.set(r.return_id, []).get(r.return_id)!;
    list.push({
      approvalDetailId: r.return_detail_id,
      line: r.line,
      materialCode: r.material_code,
      materialName: r.material_name,
      rayonType: r.rayon_type,
      batch: r.batch,
      uom: r.uom,
      returnUom: r.return_uom,
      qty: Number(r.qty),
      nra: r.nra ? 'Y' : 'N',
      clientCode: r.client_code,
      expiredDate: r.expired_date,
      attachmentId: r.attachment_id,
      salesmanName: r.salesman_name,
    });
  }
  return byReturn;
}
