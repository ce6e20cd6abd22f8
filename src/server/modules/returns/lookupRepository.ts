import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { listPage } from '../../lists/listPage.ts';
import { containing, noSpaces } from '../../db/textSearch.ts';
import type { QueryOf } from '../../http/handlers.ts';
import type { Page } from '../../http/paging.ts';
import { altUomsOf, invoiceLineFactsQuery, materialExcluded, nonReturnable } from './invoiceLineFacts.ts';

/**
 * The SQL of the creation screens' searches (spec 001 §2): invoice lines, customers and a
 * customer's batches, each within the plants the caller passes. Numbers match without spaces,
 * names by part.
 */

/** Invoice lines of `plants` with every fact the block rules need, newest invoice first. */
export function invoiceLinesMatching(db: Database, plants: readonly string[], q: QueryOf<'searchInvoiceLines'>, page: Page) {
  const invoiceNo = noSpaces(q.invoiceNo);
  const batch = noSpaces(q.batch);
  const matching = invoiceLineFactsQuery(db)
    .where('il.plant_code', 'in', plants)
    .$if(Boolean(invoiceNo), (qb) => qb.where('il.invoice_no', '=', invoiceNo!))
    .$if(Boolean(q.taxInvoice), (qb) => qb.where('il.tax_invoice_no', '=', q.taxInvoice!.trim()))
    .$if(Boolean(q.po), (qb) => qb.where('il.po_number', '=', q.po!.trim()))
    .$if(Boolean(q.customerCode), (qb) => qb.where('il.customer_code', '=', q.customerCode!.trim()))
    .$if(Boolean(q.customerName), (qb) => qb.where(sql`lower(c.customer_name)`, 'like', containing(q.customerName!)))
    .$if(Boolean(batch), (qb) => qb.where('il.batch', '=', batch!))
    .$if(Boolean(q.materialCode), (qb) => qb.where('il.material_code', '=', q.materialCode!.trim()))
    .$if(Boolean(q.materialName), (qb) => qb.where(sql`lower(m.material_name)`, 'like', containing(q.materialName!)));
  return listPage(matching, page, (lines) => lines.orderBy('il.transaction_date', 'desc').orderBy('il.invoice_no').orderBy('il.line'));
}

/** Customers of `plants`, by code. */
export function customersMatching(db: Database, plants: readonly string[], q: QueryOf<'searchCustomers'>, page: Page) {
  const matching = db
    .selectFrom('customers as c')
    .innerJoin('plants as p', 'p.plant_code', 'c.plant_code')
    .where('c.plant_code', 'in', plants)
    .$if(Boolean(q.customerCode), (qb) => qb.where('c.customer_code', 'like', `${q.customerCode}%`))
    .$if(Boolean(q.customerName), (qb) => qb.where(sql`lower(c.customer_name)`, 'like', containing(q.customerName!)))
    .$if(Boolean(q.npwp), (qb) => qb.where('c.npwp', '=', q.npwp!))
    .$if(Boolean(q.taxToNPWP), (qb) => qb.where('c.tax_to_npwp', '=', q.taxToNPWP!));
  return listPage(matching, page, (customers) =>
    customers
      .select([
        'c.customer_code',
        'c.customer_name',
        'c.blocked',
        'c.block_remark',
        'c.sales_division',
        'c.distribution_channel',
        'c.street',
        'c.city',
        'c.sales_office',
        'c.plant_code',
        'p.plant_name',
        'c.npwp',
        'c.tax_to_npwp',
      ])
      .orderBy('c.customer_code'),
  );
}

export const customerAt = (db: Database, customerCode: string) =>
  db.selectFrom('customers').select(['customer_code', 'plant_code', 'blocked']).where('customer_code', '=', customerCode).executeTakeFirst();

/** Batches of materials as returned by `customer` (a non-reference return): each with the facts its block rules need, by material and expiry. */
export function batchesFor(db: Database, customer: { customer_code: string; plant_code: string }, q: QueryOf<'searchMaterials'>, page: Page) {
  const batch = noSpaces(q.batch);
  const matching = db
    .selectFrom('batches as b')
    .innerJoin('materials as m', 'm.material_code', 'b.material_code')
    .innerJoin('clients as cl', 'cl.client_code', 'm.client_code')
    .innerJoin('customers as c', (join) => join.on('c.customer_code', '=', customer.customer_code))
    .leftJoin('crp_settings as cs', 'cs.client_code', 'm.client_code')
    .$if(Boolean(q.materialCode?.trim()), (qb) => qb.where('m.material_code', '=', q.materialCode!.trim()))
    .$if(Boolean(q.materialName), (qb) => qb.where(sql`lower(m.material_name)`, 'like', containing(q.materialName!)))
    .$if(Boolean(batch), (qb) => qb.where('b.batch', '=', batch!));
  return listPage(matching, page, (batches) =>
    batches
      .select([
        'm.material_code',
        'm.material_name',
        'b.batch',
        'b.expiry_date',
        'b.valid',
        'm.base_uom',
        'm.blocked',
        'm.client_code',
        'cl.client_name',
        'm.division',
        'm.rayon_type',
        'm.non_fraction',
        'm.principal_approval',
        'cs.crp_before',
        'cs.crp_after',
        materialExcluded(sql.ref('m.material_code'), customer.customer_code, customer.plant_code, sql.ref('b.batch')).as('material_excluded'),
        nonReturnable(customer.customer_code, sql.ref('m.material_code')).as('nra'),
        altUomsOf(sql.ref('m.material_code')).as('alt_uoms'),
      ])
      .orderBy('m.material_code')
      .orderBy('b.expiry_date'),
  );
}

/** The batch change popup: batches of one material, by part of the batch from its start, latest expiry first. */
export function batchesOfMaterial(db: Database, q: QueryOf<'searchBatches'>, page: Page) {
  const batch = noSpaces(q.batch);
  const matching = db
    .selectFrom('batches')
    .where('material_code', '=', q.itemCode.trim())
    .$if(Boolean(batch), (qb) => qb.where(sql`upper(batch)`, 'like', `${batch!.toUpperCase()}%`));
  return listPage(matching, page, (batches) =>
    batches.select(['material_code', 'batch', 'expiry_date', 'valid']).orderBy('expiry_date', 'desc').orderBy('batch'),
  );
}

/** The material change popup: materials not blocked, of the old material's client and not the old one itself. */
export function materialsForChange(db: Database, q: QueryOf<'searchMaterialCodes'>, page: Page) {
  const oldMaterial = q.oldMaterialCode?.trim();
  const matching = db
    .selectFrom('materials as m')
    .where('m.blocked', '=', false)
    .$if(Boolean(q.materialCode?.trim()), (qb) => qb.where('m.material_code', 'like', `${q.materialCode!.trim()}%`))
    .$if(Boolean(q.materialName?.trim()), (qb) => qb.where(sql`lower(m.material_name)`, 'like', containing(q.materialName!.trim())))
    .$if(Boolean(oldMaterial), (qb) =>
      qb
        .where('m.client_code', '=', db.selectFrom('materials').select('client_code').where('material_code', '=', oldMaterial!))
        .where('m.material_code', '<>', oldMaterial!),
    );
  return listPage(matching, page, (materials) =>
    materials
      .select([
        'm.material_code',
        'm.material_name',
        'm.distribution_channel',
        'm.base_uom',
        'm.client_code',
        altUomsOf(sql.ref('m.material_code')).as('alt_uoms'),
      ])
      .orderBy('m.material_code'),
  );
}
