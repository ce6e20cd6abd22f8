import { sql } from 'kysely';
import { blockRemarkOf, type CrpFlag } from '../../../../machines/returns/blockRules.ts';
import { crpFlagOf } from '../../../../machines/returns/crp.ts';
import type { AltUom } from '../../../../machines/returns/uom.ts';
import type { Database } from '../../db/database.ts';
import { availableBaseOf } from './availableQuantity.ts';

/** A column reference (sql.ref) or a value (bound as a parameter). */
type Ref = unknown;

/** A material exclusion matches the line (columns left empty in the rule match anything). */
export function materialExcluded(material: Ref, customer: Ref, plant: Ref, batch: Ref) {
  return sql<boolean>`exists (
    select 1 from material_exclusions x
    where x.material_code = ${material}
      and (x.customer_code is null or x.customer_code = ${customer})
      and (x.plant_code is null or x.plant_code = ${plant})
      and (x.batch is null or x.batch = ${batch}))`;
}

/** The alternative units of a material, as a JSON array ordered by unit. */
export function altUomsOf(material: Ref) {
  return sql<AltUom[]>`coalesce((
    select json_agg(json_build_object('uom', u.uom, 'numerator', u.numerator, 'denumerator', u.denumerator) order by u.uom)
    from material_uoms u where u.material_code = ${material}), '[]'::json)`;
}

/**
 * Non-returnable: the client is non-returnable, or an NRA rule of the material's client
 * matches. Expects the material as `m`, its customer as `c` and its client's setting as `cs`.
 */
export function nonReturnable(customer: Ref, material: Ref) {
  return sql<boolean>`(coalesce(cs.non_returnable, false) or exists (
    select 1 from nra_rules n
    where n.client_code = m.client_code
      and (n.customer_code is null or n.customer_code = ${customer})
      and (n.material_code is null or n.material_code = ${material})
      and (n.ph3 is null or n.ph3 = m.ph3)
      and (n.customer_group2 is null or n.customer_group2 = c.customer_group2)))`;
}

/**
 * Invoice lines with every fact the block rules and the available-quantity check need, computed
 * in one query. Available quantity is what was invoiced less what returns in progress or
 * completed hold of it (rejected returns and rejected lines give it back).
 */
export function invoiceLineFactsQuery(db: Database) {
  return db
    .selectFrom('invoice_lines as il')
    .innerJoin('customers as c', 'c.customer_code', 'il.customer_code')
    .innerJoin('materials as m', 'm.material_code', 'il.material_code')
    .innerJoin('clients as cl', 'cl.client_code', 'm.client_code')
    .leftJoin('batches as b', (join) => join.onRef('b.material_code', '=', 'il.material_code').onRef('b.batch', '=', 'il.batch'))
    .leftJoin('crp_settings as cs', 'cs.client_code', 'm.client_code')
    .select([
      'il.invoice_line_id',
      'il.invoice_no',
      'il.line',
      'il.tax_invoice_no',
      'il.po_number',
      'il.transaction_date',
      'il.customer_code',
      'c.customer_name',
      'c.blocked as customer_blocked',
      'il.plant_code',
      'il.material_code',
      'm.material_name',
      'il.batch',
      'b.expiry_date',
      sql<boolean>`coalesce(b.valid, false)`.as('batch_valid'),
      'il.sales_uom',
      'm.base_uom',
      'il.quantity',
      'il.base_quantity',
      'il.net_price',
      'm.blocked as material_blocked',
      'm.client_code',
      'cl.client_name',
      'm.division',
      'm.rayon_type',
      'm.non_fraction',
      'm.principal_approval',
      'cs.crp_before',
      'cs.crp_after',
      materialExcluded(sql.ref('il.material_code'), sql.ref('il.customer_code'), sql.ref('il.plant_code'), sql.ref('il.batch')).as('material_excluded'),
      nonReturnable(sql.ref('il.customer_code'), sql.ref('il.material_code')).as('nra'),
      availableBaseOf('il').as('available_base'),
      altUomsOf(sql.ref('il.material_code')).as('alt_uoms'),
    ])
    .where('il.transfer_status', '=', 'TF');
}

export type InvoiceLineFactsRow = Awaited<ReturnType<ReturnType<typeof invoiceLineFactsQuery>['execute']>>[number];

export interface InvoiceLineFacts {
  row: InvoiceLineFactsRow;
  crprgp: CrpFlag;
  /** Still returnable, in the invoice's unit. */
  availableQty: number;
  blockRemark: string | null;
}

/** Applies the shared rules (CRP window, block order) to a row. */
export function factsOf(row: InvoiceLineFactsRow, today: string): InvoiceLineFacts {
  const crprgp = crpFlagOf(row.crp_before === null ? null : { crpBefore: row.crp_before, crpAfter: row.crp_after ?? 0 }, row.expiry_date, today);
  const availableQty = Math.max(0, round3((row.available_base * Number(row.quantity)) / Number(row.base_quantity)));
  const blockRemark = blockRemarkOf({
    customerBlocked: row.customer_blocked,
    batchValid: row.batch_valid,
    materialBlocked: row.material_blocked,
    materialExcluded: row.material_excluded,
    crprgp,
    nra: row.nra,
    availableQty,
    netPrice: Number(row.net_price),
  });
  return { row, crprgp, availableQty, blockRemark };
}

export const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Plants of a comma-joined filter that the user holds; all of the user's when none is given. */
export function plantsInScope(userPlants: string[], requested: string | undefined): string[] {
  const wanted = (requested ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return wanted.length ? wanted.filter((p) => userPlants.includes(p)) : userPlants;
}
