import { demoClients } from '../seed/demoFoundation.ts';
import { batchesOf, customerCode, demoClientWithoutCrp, generalNraRules, materialAt, materialCode, rulesOfMaterial } from '../seed/demoMasterData.ts';
import type { ErpBatch, ErpFpreClient, ErpNraRule } from '../modules/integrations/erp/erpClient.ts';

/** A client (principal) SAP has and the demo data does not: a client pull adds it. */
export const ERP_ONLY_CLIENT = { client_code: '800074', client_name: 'PT Mitra Sehat Sentosa' };

/** Batch codes as the seed makes them (YYMM made, a letter, three digits), the letter N for those only SAP has. */
const erpOnlyBatch = (index: number, today: string): ErpBatch => {
  const expiry = new Date(`${today}T00:00:00Z`);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 3);
  return {
    materialCode: materialCode(index),
    batch: `${today.slice(2, 4)}${today.slice(5, 7)}N${String(900 + index)}`,
    expiryDate: expiry.toISOString().slice(0, 10),
    valid: true,
  };
};

/**
 * The lists the simulated ERP pulls whole (NRA rules, batches, clients): those of the demo data
 * of `customers` and `materials`, made by the seed's own generator, plus `erpOnly` records of
 * each that the seed does not have (rules and batches of the ERP-only customers and materials,
 * one new batch of each of the first materials, one client), so a pull can add as well as keep.
 */
export function simulatedErpLists(counts: { customers: number; materials: number; erpOnly: number }, clientName: (code: string) => string) {
  const { customers, materials, erpOnly } = counts;

  // Made at the first NRA pull, not at start-up: at a large SEED_SCALE it is many materials.
  let rules: ErpNraRule[] | null = null;
  const nraRules = (): ErpNraRule[] => (rules ??= makeRules());
  function makeRules(): ErpNraRule[] {
    const erpOnlyMaterial = (k: number) => materialAt(materials + (k % erpOnly));
    const seeded = [...generalNraRules(customers), ...Array.from({ length: materials }, (_, i) => rulesOfMaterial(materialAt(i), customers).nra).flat()];
    const onlyInErp = [
      { variant: 'NRAX', client_code: erpOnlyMaterial(0).row.client_code, material_code: erpOnlyMaterial(0).row.material_code },
      { variant: 'NRABLANK', client_code: '800072', ph3: 'HYG', customer_group2: 'GOV' },
      {
        variant: 'NRACUSTX',
        client_code: erpOnlyMaterial(1).row.client_code,
        customer_code: customerCode(customers),
        material_code: erpOnlyMaterial(1).row.material_code,
      },
      { variant: 'NRACUSTBLANK', client_code: '800072', customer_code: customerCode(customers + 1) },
    ] as const;
    return [...seeded, ...onlyInErp].map((r) => ({
      variant: r.variant,
      clientCode: r.client_code,
      clientName: clientName(r.client_code),
      customerCode: ('customer_code' in r ? r.customer_code : null) ?? null,
      materialCode: ('material_code' in r ? r.material_code : null) ?? null,
      ph3: ('ph3' in r ? r.ph3 : null) ?? null,
      customerGroup2: ('customer_group2' in r ? r.customer_group2 : null) ?? null,
    }));
  }

  // Batches follow from the day, as the seed's do: computed once a day.
  let batchesOfDay: { today: string; list: ErpBatch[] } | null = null;
  function batches(today: string): ErpBatch[] {
    if (batchesOfDay?.today !== today) {
      const list = Array.from({ length: materials + erpOnly }, (_, i) =>
        batchesOf(i, today).map((b) => ({ materialCode: materialCode(i), batch: b.batch, expiryDate: b.expiry, valid: b.valid })),
      ).flat();
      list.push(...Array.from({ length: erpOnly }, (_, i) => erpOnlyBatch(i, today)));
      batchesOfDay = { today, list };
    }
    return batchesOfDay.list;
  }

  const clients: ErpFpreClient[] = [...demoClients, demoClientWithoutCrp, ERP_ONLY_CLIENT].map((c) => ({
    clientCode: c.client_code,
    clientName: c.client_name,
  }));

  return { nraRules, batches, fpreClients: () => clients };
}
