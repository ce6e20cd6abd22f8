import { defineLookup, filter } from '../../../lists/formLists.ts';
import { inPlantsOf } from './inPlantsOf.ts';

/** SAP Tax Old: the tax invoice (e-Faktur) lines SAP made before this product. */
export const sapTaxesOld = defineLookup({
  form: 'masterdata/taxold',
  from: (db, user) => db.selectFrom('sap_taxes_old as t').where(inPlantsOf(user, 't.plant_code')),
  fields: {
    taxOldId: 't.tax_old_id',
    clientCode: 't.client_code',
    fk: 't.fk',
    plantCode: 't.plant_code',
    billingDoc: 't.billing_doc',
    billingItem: 't.billing_item',
    channel: 't.distribution_channel',
    billingDate: 't.billing_date',
    materialCode: 't.material_code',
    taxClass: 't.tax_class',
    taxInvoiceNumber: 't.tax_invoice_no',
    periodMonth: 't.period_month',
    periodYear: 't.period_year',
    salesOffice: 't.sales_office',
    vatRegNo: 't.vat_reg_no',
    name: 't.customer_name',
    street: 't.street',
    subtotal5: 't.subtotal5',
    taxBase: 't.tax_base',
    vatAmount: 't.vat_amount',
    totalAmount: 't.total_amount',
    currency: 't.currency',
  },
  filters: {
    date: filter.equals('t.billing_date'),
    billingDoc: filter.startsWith('t.billing_doc'),
    taxInvoiceNumber: filter.startsWith('t.tax_invoice_no'),
    vatRegNo: filter.startsWith('t.vat_reg_no'),
  },
  order: ['billingDoc', 'billingItem'],
});
