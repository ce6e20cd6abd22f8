import { sql } from 'kysely';
import { routingPolicyFrom, type RoutingPolicy } from '../../../../machines/returns/route.ts';
import type { Database } from '../../db/database.ts';
import type { ResolvedLine } from './resolveLines.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

/** The SQL of saving a return: its customer, the invoice lines it holds, its photos and its lines. */

export function customerForSave(db: Database, customerCode: string) {
  return db
    .selectFrom('customers')
    .select(['customer_code', 'plant_code', 'distribution_channel'])
    .where('customer_code', '=', customerCode)
    .executeTakeFirst();
}

/** Locks the invoice lines a final save refers to, in a fixed order (no deadlocks between saves). */
export async function lockInvoiceLines(trx: Database, named: readonly { invoiceNo: string; line: number }[]): Promise<void> {
  if (!named.length) return;
  const pairs = named.map((n) => sql`(${n.invoiceNo}, ${n.line})`);
  await trx
    .selectFrom('invoice_lines')
    .select('invoice_line_id')
    .where(sql`(invoice_no, line)`, 'in', sql`(${sql.join(pairs)})`)
    .orderBy('invoice_line_id')
    .forUpdate()
    .execute();
}

/**
 * A photo a line may carry: the saving user's own, one already on the return being saved, or the
 * photo of the rejected line a regrouped line comes from.
 */
export async function attachmentUsable(db: Database, attachmentId: number, userId: number, returnId: number | null, regroupedLineId: number | null) {
  const usable = await db
    .selectFrom('attachments as a')
    .select('a.attachment_id')
    .where('a.attachment_id', '=', attachmentId)
    .where((eb) =>
      eb.or([
        eb('a.created_by', '=', userId),
        ...(returnId
          ? [
              eb.exists(
                eb
                  .selectFrom('return_items as ri')
                  .select('ri.return_detail_id')
                  .whereRef('ri.attachment_id', '=', 'a.attachment_id')
                  .where('ri.return_id', '=', returnId),
              ),
            ]
          : []),
        ...(regroupedLineId
          ? [
              eb.exists(
                eb
                  .selectFrom('return_items as ri')
                  .select('ri.return_detail_id')
                  .whereRef('ri.attachment_id', '=', 'a.attachment_id')
                  .where('ri.return_detail_id', '=', regroupedLineId),
              ),
            ]
          : []),
      ]),
    )
    .executeTakeFirst();
  return Boolean(usable);
}

/** A parameter group as code → value. */
async function paramsOfGroup(db: Database, group: string): Promise<Record<string, string>> {
  const params = await db.selectFrom('params').select(['param_code', 'param_value']).where('param_group_id', '=', group).execute();
  return Object.fromEntries(params.map((p) => [p.param_code, p.param_value]));
}

/** The routing policy as administrators last set it (parameter group STEP_APPROVAL). */
export const routingPolicyOf = async (db: Database): Promise<RoutingPolicy> => routingPolicyFrom(await paramsOfGroup(db, 'STEP_APPROVAL'));

/** The return's lines as the save resolved them, in place of those it had. */
export async function replaceItems(trx: Database, returnId: number, lines: ResolvedLine[]): Promise<void> {
  await trx.deleteFrom('return_items').where('return_id', '=', returnId).execute();
  if (!lines.length) return;
  await trx
    .insertInto('return_items')
    .values(
      lines.map((l, i) => ({
        return_id: returnId,
        line: l.item.line ?? i + 1,
        line_old: l.item.lineOld ?? null,
        uuid: l.item.uuid ?? null,
        invoice_line_id: l.invoiceLineId,
        material_code: l.item.materialCode,
        material_code_old: l.item.materialCodeOld ?? null,
        material_name: l.materialName,
        batch: withoutSpaces(l.item.batch),
        batch_old: l.item.batchOld ?? null,
        expired_date: l.expiredDate,
        uom: l.baseUom,
        return_uom: l.returnUom,
        qty: l.qty,
        base_qty: l.baseQty,
        net_price: l.netPrice,
        net_price_old: l.item.netPriceOld ?? null,
        nra: l.nra,
        crprgp: l.crprgp,
        non_fraction: l.nonFraction,
        client_code: l.clientCode,
        division: l.division,
        rayon_type: l.rayonType,
        sloc: l.sloc,
        // 0 is no photo (openapi.yaml), as null is.
        attachment_id: l.item.attachmentId || null,
        remark: l.item.remark ?? null,
        material_remarks: l.item.materialRemarks ?? null,
        add_line: l.item.addLine === 'Y',
        old_return_detail_id: l.item.oldReturnDetailId ?? null,
      })),
    )
    .execute();
}
