import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../../../generated/database.ts';
import { demoClients, demoPlants } from './demoFoundation.ts';
import {
  Stream,
  addDays,
  addYears,
  DEMO_CUSTOMERS_PER_SCALE,
  DEMO_MATERIALS_PER_SCALE,
  customerAt,
  customerCode,
  demoClientWithoutCrp,
  digits,
  insertAll,
  int,
  materialAt,
  pick,
  plantOfCustomer,
  rngFor,
} from './demoMasterData.ts';

/** Old SAP invoices per SEED_SCALE: a few hundred lines spread over the plants as customers are. */
const OLD_INVOICES_PER_SCALE = 150;

const clientNames = new Map([...demoClients, demoClientWithoutCrp].map((c) => [c.client_code, c.client_name]));
const plantNames = new Map(demoPlants.map((p) => [p.plant_code, p.plant_name]));
const divisions: Record<string, readonly [code: string, name: string]> = {
  PHARMA: ['01', 'Pharmaceutical'],
  CONSUMER: ['02', 'Consumer Goods'],
  NUTRITION: ['03', 'Nutrition'],
};
const channelNames: Record<string, string> = { '10': 'Pharmacy & Hospital', '20': 'Distributor & Retail' };
const VAT_RATE = 0.11;

export interface OldSapLines {
  invoices: Insertable<DB['sap_invoices_old']>[];
  taxes: Insertable<DB['sap_taxes_old']>[];
}

/**
 * Invoice lines SAP billed two to three years before `today`, before this product, and the tax
 * invoice line (e-Faktur) of each: the SAP Invoice Old and SAP Tax Old lookups. Deterministic.
 */
export function oldSapLines(options: { today: string; scale: number; customers: number; materials: number }): OldSapLines {
  const { today, scale, customers, materials } = options;
  const invoices: OldSapLines['invoices'] = [];
  const taxes: OldSapLines['taxes'] = [];
  const first = addYears(today, -3);
  for (let k = 0; k < OLD_INVOICES_PER_SCALE * scale; k++) {
    const r = rngFor(Stream.oldSap, k);
    const customerIndex = int(r, 0, customers - 1);
    const customer = customerAt(customerIndex).row;
    const plant = plantOfCustomer(customerIndex);
    const date = addDays(first, int(r, 0, 364));
    const invoiceNo = String(8_100_000_000 + k);
    const taxInvoiceNo = `010${date.slice(2, 4)}${digits(r, 8)}`;
    const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
    const lines = int(r, 1, 4);
    for (let line = 1; line <= lines; line++) {
      const m = materialAt(int(r, 0, materials - 1));
      const unit = pick(r, m.uoms);
      const quantity = int(r, 1, 40);
      const baseQuantity = (quantity * unit.numerator) / unit.denumerator;
      const grossPrice = Math.round((m.basePrice * unit.numerator) / unit.denumerator);
      const discountRate = pick(r, [0, 0, 0.025, 0.05, 0.1]);
      const gross = grossPrice * quantity;
      const discount = Math.round(gross * discountRate);
      const netSales = gross - discount;
      const [divisionCode, divisionName] = divisions[m.row.division] ?? ['09', m.row.division];
      invoices.push({
        client_year: year,
        period: month,
        transaction_date: date,
        client_code: m.row.client_code,
        client_name: clientNames.get(m.row.client_code) ?? m.row.client_code,
        invoice_no: invoiceNo,
        invoice_line: line * 10,
        customer_code: customerCode(customerIndex),
        customer_name: customer.customer_name,
        customer_group1: customer.customer_group1 ?? null,
        customer_group2: customer.customer_group2 ?? null,
        business_division: divisionCode,
        business_division_name: divisionName,
        material_code: m.row.material_code,
        material_name: m.row.material_name,
        batch: `${date.slice(2, 4)}${String.fromCharCode(65 + int(r, 0, 25))}${digits(r, 4)}`,
        expired_date: addYears(date, int(r, 1, 3)),
        plant_code: plant,
        plant_name: plantNames.get(plant) ?? plant,
        // Bandung's customers were billed from Jakarta before its branch opened.
        new_plant_code: plant === '1003' ? '1001' : null,
        distribution_channel: customer.distribution_channel,
        channel_name: channelNames[customer.distribution_channel] ?? customer.distribution_channel,
        sales_office: customer.sales_office,
        sales_unit: unit.uom,
        quantity,
        base_quantity: baseQuantity,
        base_uom: m.row.base_uom,
        gross_price: grossPrice,
        net_price: Math.round(netSales / quantity),
        net_sales: netSales,
        discount,
        sales_value: Math.round(netSales * (1 + VAT_RATE)),
        bonus_quantity: r() < 0.1 ? int(r, 1, 3) : 0,
        address: customer.street ?? null,
        city: customer.city ?? null,
        store_location: pick(r, ['G001', 'G001', 'G002']),
        tax_invoice_no: taxInvoiceNo,
      });
      const vat = Math.round(netSales * VAT_RATE);
      taxes.push({
        client_code: m.row.client_code,
        fk: '010',
        plant_code: plant,
        billing_doc: invoiceNo,
        billing_item: line * 10,
        distribution_channel: customer.distribution_channel,
        billing_date: date,
        material_code: m.row.material_code,
        tax_class: '1',
        tax_invoice_no: taxInvoiceNo,
        period_month: month,
        period_year: year,
        sales_office: customer.sales_office,
        vat_reg_no: customer.tax_to_npwp ?? customer.npwp ?? null,
        customer_name: customer.customer_name,
        street: customer.street ?? null,
        subtotal5: gross,
        tax_base: netSales,
        vat_amount: vat,
        total_amount: netSales + vat,
      });
    }
  }
  return { invoices, taxes };
}

/** Inserts the old SAP lines into a database that has the demo master data (seedDemoMasterData). */
export async function seedDemoOldSap(db: Database, options: { today: string; scale: number }): Promise<void> {
  const { invoices, taxes } = oldSapLines({
    ...options,
    customers: DEMO_CUSTOMERS_PER_SCALE * options.scale,
    materials: DEMO_MATERIALS_PER_SCALE * options.scale,
  });
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'sap_invoices_old', invoices);
    await insertAll(trx, 'sap_taxes_old', taxes);
  });
}
