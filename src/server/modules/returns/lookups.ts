import { sql } from 'kysely';
import { blockRemarkOf, blockRemarks } from '../../../../machines/returns/blockRules.ts';
import { crpFlagOf } from '../../../../machines/returns/crp.ts';
import { todayInJakarta } from '../../../shared/today.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { containing, noSpaces } from '../../db/textSearch.ts';
import { listPage } from '../../db/listPage.ts';
import { pageOf } from '../../http/paging.ts';
import { badRequest, forbidden } from '../../http/problem.ts';
import { altUomsOf, factsOf, invoiceLineFactsQuery, materialExcluded, nonReturnable, plantsInScope } from './invoiceLineFacts.ts';

export const lookupHandlers: Pick<Handlers, 'searchInvoiceLines' | 'searchCustomers' | 'searchMaterials'> = {
  async searchInvoiceLines(request) {
    const user = signedInUser(request);
    const q = request.query;
    const page = pageOf(q);
    const plants = plantsInScope(user.plants, q.plantCode);
    if (!plants.length) return { ...page, totalRecord: 0, data: [] };
    const invoiceNo = noSpaces(q.invoiceNo);
    const batch = noSpaces(q.batch);
    const query = invoiceLineFactsQuery(request.server.db)
      .where('il.plant_code', 'in', plants)
      .$if(Boolean(invoiceNo), (qb) => qb.where('il.invoice_no', '=', invoiceNo!))
      .$if(Boolean(q.taxInvoice), (qb) => qb.where('il.tax_invoice_no', '=', q.taxInvoice!.trim()))
      .$if(Boolean(q.po), (qb) => qb.where('il.po_number', '=', q.po!.trim()))
      .$if(Boolean(q.customerCode), (qb) => qb.where('il.customer_code', '=', q.customerCode!.trim()))
      .$if(Boolean(q.customerName), (qb) => qb.where(sql`lower(c.customer_name)`, 'like', containing(q.customerName!)))
      .$if(Boolean(batch), (qb) => qb.where('il.batch', '=', batch!))
      .$if(Boolean(q.materialCode), (qb) => qb.where('il.material_code', '=', q.materialCode!.trim()))
      .$if(Boolean(q.materialName), (qb) => qb.where(sql`lower(m.material_name)`, 'like', containing(q.materialName!)));
    const { rows, ...found } = await listPage(query, page, (filtered) => filtered.orderBy('il.transaction_date', 'desc').orderBy('il.invoice_no').orderBy('il.line'));
    const today = todayInJakarta();
    return {
      ...found,
      data: rows.map((row) => {
        const facts = factsOf(row, today);
        return {
          uuid: `${row.invoice_no}-${row.line}`,
          invoiceLineId: row.invoice_line_id,
          invoiceNo: row.invoice_no,
          line: row.line,
          taxInvoiceNo: row.tax_invoice_no,
          po: row.po_number,
          transactionDate: row.transaction_date,
          customerCode: row.customer_code,
          customerName: row.customer_name,
          customerBlocked: row.customer_blocked,
          plantCode: row.plant_code,
          materialCode: row.material_code,
          materialName: row.material_name,
          batch: row.batch,
          expiredDate: row.expiry_date,
          uom: row.sales_uom,
          baseUom: row.base_uom,
          altUom: row.alt_uoms,
          qty: Number(row.quantity),
          availableQty: facts.availableQty,
          netPrice: Number(row.net_price),
          crprgp: facts.crprgp,
          nra: row.nra,
          blocked: row.material_blocked,
          materialExcluded: row.material_excluded,
          batchStatus: row.batch_valid ? ('VALID' as const) : ('INVALID' as const),
          clientCode: row.client_code,
          clientName: row.client_name,
          division: row.division,
          rayonType: row.rayon_type,
          nonFraction: row.non_fraction ? ('Y' as const) : ('N' as const),
          principalApproval: row.principal_approval,
          blockRemark: facts.blockRemark,
        };
      }),
    };
  },

  async searchCustomers(request) {
    const user = signedInUser(request);
    const q = request.query;
    const page = pageOf(q);
    const plants = plantsInScope(user.plants, q.plant);
    if (!plants.length) return { ...page, totalRecord: 0, data: [] };
    const query = request.server.db
      .selectFrom('customers as c')
      .innerJoin('plants as p', 'p.plant_code', 'c.plant_code')
      .where('c.plant_code', 'in', plants)
      .$if(Boolean(q.customerCode), (qb) => qb.where('c.customer_code', 'like', `${q.customerCode}%`))
      .$if(Boolean(q.customerName), (qb) => qb.where(sql`lower(c.customer_name)`, 'like', containing(q.customerName!)))
      .$if(Boolean(q.npwp), (qb) => qb.where('c.npwp', '=', q.npwp!))
      .$if(Boolean(q.taxToNPWP), (qb) => qb.where('c.tax_to_npwp', '=', q.taxToNPWP!));
    const { rows, ...found } = await listPage(query, page, (filtered) =>
      filtered
        .select(['c.customer_code', 'c.customer_name', 'c.blocked', 'c.block_remark', 'c.sales_division', 'c.distribution_channel', 'c.street', 'c.city', 'c.sales_office', 'c.plant_code', 'p.plant_name', 'c.npwp', 'c.tax_to_npwp'])
        .orderBy('c.customer_code'),
    );
    return {
      ...found,
      data: rows.map((c) => ({
        customerCode: c.customer_code,
        customerName: c.customer_name,
        customerBlocked: c.blocked,
        blockStatus: c.blocked ? ('Y' as const) : ('N' as const),
        blockRemark: c.blocked ? [blockRemarks.customerBlocked, c.block_remark].filter(Boolean).join(' ') : null,
        salesDivision: c.sales_division,
        distChannel: c.distribution_channel,
        street1: c.street,
        city: c.city,
        salesOffice: c.sales_office,
        plantCode: c.plant_code,
        plantName: c.plant_name,
        npwp: c.npwp,
        taxToNPWP: c.tax_to_npwp,
      })),
    };
  },

  async searchMaterials(request) {
    const user = signedInUser(request);
    const q = request.query;
    const page = pageOf(q);
    const batch = noSpaces(q.batch);
    if (!q.materialCode?.trim() && !batch) throw badRequest('Please Insert Material or Batch Code First!', 'materialCode');
    const { db } = request.server;
    const customer = await db.selectFrom('customers').select(['customer_code', 'plant_code', 'blocked']).where('customer_code', '=', q.customerCode).executeTakeFirst();
    if (!customer || !user.plants.includes(customer.plant_code)) throw forbidden(`Customer ${q.customerCode} is not in your plants.`);
    const query = db
      .selectFrom('batches as b')
      .innerJoin('materials as m', 'm.material_code', 'b.material_code')
      .innerJoin('clients as cl', 'cl.client_code', 'm.client_code')
      .innerJoin('customers as c', (join) => join.on('c.customer_code', '=', customer.customer_code))
      .leftJoin('crp_settings as cs', 'cs.client_code', 'm.client_code')
      .$if(Boolean(q.materialCode?.trim()), (qb) => qb.where('m.material_code', '=', q.materialCode!.trim()))
      .$if(Boolean(q.materialName), (qb) => qb.where(sql`lower(m.material_name)`, 'like', containing(q.materialName!)))
      .$if(Boolean(batch), (qb) => qb.where('b.batch', '=', batch!));
    const { rows, ...found } = await listPage(query, page, (filtered) =>
      filtered
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
    const today = todayInJakarta();
    return {
      ...found,
      data: rows.map((r) => {
        const crprgp = crpFlagOf(r.crp_before === null ? null : { crpBefore: r.crp_before, crpAfter: r.crp_after ?? 0 }, r.expiry_date, today);
        return {
          uuid: `${r.material_code}-${r.batch}`,
          materialCode: r.material_code,
          materialName: r.material_name,
          batch: r.batch,
          expiredDate: r.expiry_date,
          uom: r.base_uom,
          altUom: r.alt_uoms,
          crprgp,
          nra: r.nra,
          blocked: r.blocked,
          materialExcluded: r.material_excluded,
          batchStatus: r.valid ? ('VALID' as const) : ('INVALID' as const),
          clientCode: r.client_code,
          clientName: r.client_name,
          division: r.division,
          rayonType: r.rayon_type,
          nonFraction: r.non_fraction ? ('Y' as const) : ('N' as const),
          principalApproval: r.principal_approval,
          blockRemark: blockRemarkOf({
            customerBlocked: customer.blocked,
            batchValid: r.valid,
            materialBlocked: r.blocked,
            materialExcluded: r.material_excluded,
            crprgp,
            nra: r.nra,
            availableQty: null,
            netPrice: null,
          }),
        };
      }),
    };
  },
};
