import { sql } from 'kysely';
import type { components } from '../../../../generated/api.d.ts';
import { blockRemarkOf, type CrpFlag } from '../../../../machines/returns/blockRules.ts';
import { crpFlagOf } from '../../../../machines/returns/crp.ts';
import { batchChangeMessages, batchChangeProblem } from '../../../../machines/returns/lineChanges.ts';
import { slocByReason } from '../../../../machines/returns/saveRules.ts';
import { toBaseQty } from '../../../../machines/returns/uom.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/problem.ts';
import { altUomsOf, factsOf, invoiceLineFactsQuery, materialExcluded, nonReturnable, round3 } from './invoiceLineFacts.ts';
import { assertStorableQuantity, assertWholeUnits } from './storableQuantity.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

type ItemSave = components['schemas']['ReturnItemSave'];

/** A line of a save, with what master data says of it; client-sent facts are never used. */
export interface ResolvedLine {
  index: number;
  item: ItemSave;
  materialName: string;
  clientCode: string;
  division: string;
  rayonType: string | null;
  nonFraction: boolean;
  principalApproval: boolean;
  baseUom: string;
  returnUom: string;
  expiredDate: string | null;
  crprgp: CrpFlag;
  nra: boolean;
  blockRemark: string | null;
  invoiceLineId: number | null;
  /** The plant of the invoice line, for reference lines. */
  invoicePlant: string | null;
  /** In the line's return unit; null for non-reference lines. */
  availableQty: number | null;
  /** What its invoice line still holds, in base units; null for non-reference lines. */
  availableBase: number | null;
  qty: number;
  baseQty: number;
  netPrice: number;
  sloc: string | null;
}

interface Context {
  customerCode: string;
  plantCode: string;
  invoiceNo: string | null;
  /** Reference lines are looked up on invoices of these customers (current, old, origin). */
  invoiceCustomers: string[];
  referenceTypes: boolean;
  reasonCode: string | null;
  today: string;
}

function materialFactsQuery(trx: Database, ctx: Context, materialCode: string, batch: string) {
  return trx
    .selectFrom('materials as m')
    .innerJoin('clients as cl', 'cl.client_code', 'm.client_code')
    .innerJoin('customers as c', (join) => join.on('c.customer_code', '=', ctx.customerCode))
    .leftJoin('batches as b', (join) => join.onRef('b.material_code', '=', 'm.material_code').on('b.batch', '=', batch))
    .leftJoin('crp_settings as cs', 'cs.client_code', 'm.client_code')
    .select([
      'm.material_name',
      'm.client_code',
      'm.division',
      'm.rayon_type',
      'm.non_fraction',
      'm.principal_approval',
      'm.base_uom',
      'm.blocked',
      'c.blocked as customer_blocked',
      'b.expiry_date',
      sql<boolean>`coalesce(b.valid, false)`.as('batch_valid'),
      sql<boolean>`b.batch is not null`.as('batch_known'),
      'cs.crp_before',
      'cs.crp_after',
      materialExcluded(sql.ref('m.material_code'), ctx.customerCode, ctx.plantCode, batch).as('material_excluded'),
      nonReturnable(ctx.customerCode, sql.ref('m.material_code')).as('nra'),
      altUomsOf(sql.ref('m.material_code')).as('alt_uoms'),
    ])
    .where('m.material_code', '=', materialCode);
}

/**
 * The invoice line a reference line returns. A copy ('add Batch') carries its own line number and
 * names the invoice line it copies in lineOld. A line whose material or batch was changed keeps
 * the invoice's in materialCodeOld / batchOld.
 */
async function invoiceLineOf(trx: Database, ctx: Context, item: ItemSave, field: string) {
  const typed = item.invoiceNo ?? ctx.invoiceNo;
  const invoiceNo = typed && withoutSpaces(typed);
  const line = item.lineOld ?? item.line;
  if (!ctx.referenceTypes || !invoiceNo || line === null || line === undefined) return null;
  const row = await invoiceLineFactsQuery(trx)
    .where('il.invoice_no', '=', invoiceNo)
    .where('il.line', '=', line)
    .where('il.customer_code', 'in', ctx.invoiceCustomers)
    .executeTakeFirst();
  if (!row) throw badRequest(`Invoice ${invoiceNo} has no line ${line} for this customer.`, `${field}.line`);
  const invoicedMaterial = item.materialCodeOld || item.materialCode;
  const invoicedBatch = withoutSpaces(item.batchOld || item.batch);
  if (row.material_code !== invoicedMaterial || row.batch !== invoicedBatch) {
    throw badRequest(`Line ${line} of invoice ${invoiceNo} is material ${row.material_code} batch ${row.batch}.`, `${field}.line`);
  }
  return factsOf(row, ctx.today);
}

/** Resolves every line of a save against master data and, for reference lines, their invoice line. */
export async function resolveLines(trx: Database, ctx: Context, items: readonly ItemSave[]): Promise<ResolvedLine[]> {
  const resolved: ResolvedLine[] = [];
  for (const [index, item] of items.entries()) {
    const field = `items.${index}`;
    const batch = withoutSpaces(item.batch);
    const m = await materialFactsQuery(trx, ctx, item.materialCode, batch).executeTakeFirst();
    if (!m) throw badRequest(`Material ${item.materialCode} does not exist.`, `${field}.materialCode`);
    const invoice = await invoiceLineOf(trx, ctx, item, field);
    // A batch unknown for the material is the block rule's to refuse (Invalid Batch Number).
    const batchProblem = item.batchOld && item.batchOld !== batch && m.batch_known ? batchChangeProblem(m.expiry_date) : null;
    if (batchProblem) throw badRequest(batchChangeMessages[batchProblem], `${field}.batch`);
    const returnUom = item.returnUom || m.base_uom;
    const perUnit = toBaseQty(1, returnUom, m.base_uom, m.alt_uoms);
    if (perUnit === null) throw badRequest(`${returnUom} is not a unit of material ${item.materialCode}.`, `${field}.returnUom`);
    const availableQty = invoice ? round3(invoice.row.available_base / perUnit) : null;
    const qty = item.qty ?? availableQty ?? 1;
    if (!(qty > 0)) throw badRequest("can't be less than zero", `${field}.qty`);
    // A quantity left out takes the invoice's available quantity, whatever it is; one sent is the user's.
    if (item.qty != null) assertWholeUnits(qty, m.non_fraction, `${field}.qty`);
    assertStorableQuantity(qty, qty * perUnit, `${field}.qty`);
    const crprgp = crpFlagOf(m.crp_before === null ? null : { crpBefore: m.crp_before, crpAfter: m.crp_after ?? 0 }, m.expiry_date, ctx.today);
    const netPrice = item.netPrice ?? (invoice ? Number(invoice.row.net_price) : 0);
    resolved.push({
      index,
      item,
      materialName: m.material_name,
      clientCode: m.client_code,
      division: m.division,
      rayonType: m.rayon_type,
      nonFraction: m.non_fraction,
      principalApproval: m.principal_approval,
      baseUom: m.base_uom,
      returnUom,
      expiredDate: m.expiry_date,
      crprgp,
      nra: m.nra,
      blockRemark: blockRemarkOf({
        customerBlocked: m.customer_blocked,
        batchValid: m.batch_valid,
        materialBlocked: m.blocked,
        materialExcluded: m.material_excluded,
        crprgp,
        nra: m.nra,
        availableQty,
        netPrice: invoice ? Number(invoice.row.net_price) : null,
      }),
      invoiceLineId: invoice?.row.invoice_line_id ?? null,
      invoicePlant: invoice?.row.plant_code ?? null,
      availableQty,
      availableBase: invoice ? invoice.row.available_base : null,
      qty,
      baseQty: round3(qty * perUnit),
      netPrice,
      sloc: (ctx.reasonCode && slocByReason[ctx.reasonCode]) || item.sloc || null,
    });
  }
  return resolved;
}
