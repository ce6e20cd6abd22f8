import { demoClients, demoPlants } from '../seed/demoFoundation.ts';
import {
  DEMO_CUSTOMERS_PER_SCALE,
  DEMO_MATERIALS_PER_SCALE,
  customerAt,
  customerCode,
  demoClientWithoutCrp,
  demoCrpSettings,
  materialAt,
  materialCode,
  rulesOfMaterial,
  uomRows,
} from '../seed/demoMasterData.ts';
import type { ErpCrpSetting, ErpCustomer, ErpMaterial, ErpMaterialExclusion } from '../modules/integrations/erp/erpClient.ts';
import { ERP_ONLY_CLIENT, simulatedErpLists } from './simulatedErpLists.ts';

/**
 * Records created in the simulated ERP after the demo data was seeded: this many customers and
 * materials beyond the seeded ones (and rules, batches and a client, simulatedErpLists.ts), so a
 * pull can add a row as well as refresh one.
 */
export const ERP_ONLY_RECORDS = 5;

const plantNames = new Map(demoPlants.map((p) => [p.plant_code, p.plant_name]));
const clientNames = new Map([...demoClients, demoClientWithoutCrp, ERP_ONLY_CLIENT].map((c) => [c.client_code, c.client_name]));

/** The index of a generated code, or null when the code is not one the ERP holds. */
function indexOf(code: string, first: string, count: number): number | null {
  if (!/^\d+$/.test(code)) return null;
  const index = Number(code) - Number(first);
  return index >= 0 && index < count ? index : null;
}

/**
 * What the simulated ERP holds: the demo master data of `scale`, from the same generator the
 * seed uses (so the ERP knows every demo customer and material, value for value), plus a few
 * records the seed does not have.
 */
export function simulatedErpData(scale: number) {
  const customers = DEMO_CUSTOMERS_PER_SCALE * scale;
  const materials = DEMO_MATERIALS_PER_SCALE * scale;

  function customer(code: string): ErpCustomer | null {
    const index = indexOf(code, customerCode(0), customers + ERP_ONLY_RECORDS);
    if (index === null) return null;
    const row = customerAt(index).row;
    return {
      customerCode: row.customer_code,
      customerName: row.customer_name,
      blocked: Boolean(row.blocked),
      blockRemark: row.block_remark ?? null,
      npwp: row.npwp ?? null,
      taxToNpwp: row.tax_to_npwp ?? null,
      distributionChannel: row.distribution_channel,
      salesDivision: row.sales_division,
      salesOffice: row.sales_office,
      plantCode: row.plant_code,
      plantName: plantNames.get(row.plant_code) ?? row.plant_code,
      street: row.street ?? null,
      city: row.city ?? null,
      customerGroup1: row.customer_group1 ?? null,
      customerGroup2: row.customer_group2 ?? null,
      customerGroup3: row.customer_group3 ?? null,
    };
  }

  function materialIndex(code: string): number | null {
    return indexOf(code, materialCode(0), materials + ERP_ONLY_RECORDS);
  }

  function material(code: string): ErpMaterial | null {
    const index = materialIndex(code);
    if (index === null) return null;
    const m = materialAt(index);
    const row = m.row;
    return {
      materialCode: row.material_code,
      materialName: row.material_name,
      division: row.division,
      ph3: row.ph3 ?? null,
      baseUom: row.base_uom,
      nonFraction: Boolean(row.non_fraction),
      rayonType: row.rayon_type ?? null,
      clientCode: row.client_code,
      clientName: clientNames.get(row.client_code) ?? row.client_code,
      distributionChannel: row.distribution_channel,
      blocked: Boolean(row.blocked),
      principalApproval: Boolean(row.principal_approval),
      typeProd: row.type_prod ?? null,
      temperature: row.temperature ?? null,
      uoms: uomRows(m).map((u) => ({ uom: u.uom, numerator: u.numerator, denumerator: u.denumerator, description: u.description ?? null })),
    };
  }

  /** The exclusions of a material, or null when the ERP does not know the material. */
  function exclusionsOf(code: string): ErpMaterialExclusion[] | null {
    const index = materialIndex(code);
    if (index === null) return null;
    return rulesOfMaterial(materialAt(index), customers).exclusions.map((e) => ({
      materialCode: e.material_code,
      salesOrg: e.sales_org ?? null,
      customerCode: e.customer_code ?? null,
      batch: e.batch ?? null,
      plantCode: e.plant_code ?? null,
      ic4: e.ic4 ?? null,
      docCat: e.doc_cat ?? null,
      cg1: e.cg1 ?? null,
    }));
  }

  function crpSettings(): ErpCrpSetting[] {
    return demoCrpSettings.map((s) => ({
      clientCode: s.client_code,
      clientName: clientNames.get(s.client_code) ?? s.client_code,
      nonReturnable: Boolean(s.non_returnable),
      nonFraction: Boolean(s.non_fraction),
      crpBefore: s.crp_before,
      crpAfter: s.crp_after,
      rgpBefore: s.rgp_before ?? null,
      rgpAfter: s.rgp_after ?? null,
      rgpRemark: s.rgp_remark ?? null,
      statusCrp: s.status_crp ?? 'ACTIVE',
    }));
  }

  const lists = simulatedErpLists({ customers, materials, erpOnly: ERP_ONLY_RECORDS }, (code) => clientNames.get(code) ?? code);

  return { customer, material, exclusionsOf, crpSettings, ...lists };
}
