import { blockRemarkOf, blockRemarks } from '../../../../machines/returns/blockRules.ts';
import { crpFlagOf } from '../../../../machines/returns/crp.ts';
import { todayInJakarta } from '../../../shared/today.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { noSpaces } from '../../db/textSearch.ts';
import { pageOf } from '../../http/paging.ts';
import { badRequest, forbidden } from '../../http/problem.ts';
import { factsOf, plantsInScope } from './invoiceLineFacts.ts';
import { batchesFor, customerAt, customersMatching, invoiceLinesMatching } from './lookupRepository.ts';

export const lookupHandlers: Pick<Handlers, 'searchInvoiceLines' | 'searchCustomers' | 'searchMaterials'> = {
  async searchInvoiceLines(request) {
    const user = signedInUser(request);
    const q = request.query;
    const page = pageOf(q);
    const plants = plantsInScope(user.plants, q.plantCode);
    if (!plants.length) return { ...page, totalRecord: 0, data: [] };
    const { rows, ...found } = await invoiceLinesMatching(request.server.db, plants, q, page);
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
    const { rows, ...found } = await customersMatching(request.server.db, plants, q, page);
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
    const customer = await customerAt(db, q.customerCode);
    if (!customer || !user.plants.includes(customer.plant_code)) throw forbidden(`Customer ${q.customerCode} is not in your plants.`);
    const { rows, ...found } = await batchesFor(db, customer, q, page);
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
