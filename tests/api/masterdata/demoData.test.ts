import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockReasonOf, type BlockReason, type CrpFlag, type LineFacts } from '../../../machines/returns/blockRules.ts';
import { demoBlockedInvoices, demoCleanInvoice } from '../../../src/server/seed/demoMasterData.ts';
import { todayInJakarta } from '../../../src/shared/today.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const today = todayInJakarta();

interface FactRow {
  invoice_no: string;
  line: number;
  plant_code: string;
  customer_code: string;
  transfer_status: string;
  customer_blocked: boolean;
  batch_valid: boolean;
  material_blocked: boolean;
  material_excluded: boolean;
  crprgp: CrpFlag;
  nra: boolean;
  net_price: number;
}

/** Every fact of the block rules, computed in SQL from the master data alone. */
async function factsOf(where: RawBuilder<unknown>): Promise<FactRow[]> {
  const { rows } = await sql<FactRow>`
    select il.invoice_no, il.line, il.plant_code, il.customer_code, il.transfer_status, il.net_price,
      c.blocked as customer_blocked,
      coalesce(b.valid, false) as batch_valid,
      m.blocked as material_blocked,
      exists (select 1 from material_exclusions x
        where x.material_code = il.material_code
          and (x.customer_code is null or x.customer_code = il.customer_code)
          and (x.plant_code is null or x.plant_code = il.plant_code)
          and (x.batch is null or x.batch = il.batch)) as material_excluded,
      case when cs.client_code is null or b.expiry_date is null then 'N/A'
        when ${today}::date between b.expiry_date - cs.crp_before and b.expiry_date + cs.crp_after then 'Y'
        else 'N' end as crprgp,
      (coalesce(cs.non_returnable, false) or exists (select 1 from nra_rules n
        where n.client_code = m.client_code
          and (n.customer_code is null or n.customer_code = il.customer_code)
          and (n.material_code is null or n.material_code = il.material_code)
          and (n.ph3 is null or n.ph3 = m.ph3)
          and (n.customer_group2 is null or n.customer_group2 = c.customer_group2))) as nra
    from invoice_lines il
    join customers c on c.customer_code = il.customer_code
    join materials m on m.material_code = il.material_code
    left join batches b on b.material_code = il.material_code and b.batch = il.batch
    left join crp_settings cs on cs.client_code = m.client_code
    where ${where}
    order by il.invoice_no, il.line`.execute(t.db);
  return rows;
}

const lineFacts = (row: FactRow): LineFacts => ({
  customerBlocked: row.customer_blocked,
  batchValid: row.batch_valid,
  materialBlocked: row.material_blocked,
  materialExcluded: row.material_excluded,
  crprgp: row.crprgp,
  nra: row.nra,
  availableQty: null,
  netPrice: Number(row.net_price),
});

/** How many of the block facts hold: 1 for a line with exactly one block reason. */
const blockCount = (f: LineFacts) =>
  [f.customerBlocked, !f.batchValid, f.materialBlocked, f.materialExcluded, f.crprgp === 'N/A', f.nra, (f.netPrice ?? 1) <= 0].filter(Boolean).length;

async function count(query: RawBuilder<{ n: number }>): Promise<number> {
  const { rows } = await query.execute(t.db);
  return Number(rows[0]!.n);
}

describe('demo master data volumes', () => {
  it('has the plants, customers, materials, batches and invoice lines of scale 1', async () => {
    expect(await count(sql`select count(*) as n from plants where plant_code in ('1001', '1002', '1003')`)).toBe(3);
    const perPlant = Object.fromEntries(
      (await sql<{ plant_code: string; n: number }>`select plant_code, count(*) as n from customers group by plant_code`.execute(t.db)).rows.map((r) => [
        r.plant_code,
        Number(r.n),
      ]),
    );
    expect(perPlant['1001']! + perPlant['1002']! + perPlant['1003']!).toBeGreaterThanOrEqual(200);
    expect(perPlant['1003']).toBeGreaterThan(0);
    expect(perPlant['1001']).toBeGreaterThan(perPlant['1003']!);
    expect(perPlant['1002']).toBeGreaterThan(perPlant['1003']!);
    expect(await count(sql`select count(*) as n from materials`)).toBeGreaterThanOrEqual(500);
    expect(await count(sql`select count(*) as n from batches`)).toBeGreaterThanOrEqual(2000);
    expect(await count(sql`select count(*) as n from invoice_lines`)).toBeGreaterThanOrEqual(5000);
    expect(await count(sql`select count(distinct invoice_no) as n from invoice_lines`)).toBeGreaterThanOrEqual(1000);
  });

  it('gives every material its base unit and one or two alternatives, and several batches', async () => {
    expect(
      await count(sql`select count(*) as n from materials m where not exists (
        select 1 from material_uoms u where u.material_code = m.material_code and u.uom = m.base_uom and u.numerator = 1 and u.denumerator = 1)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from materials m
        where (select count(*) from material_uoms u where u.material_code = m.material_code and u.uom <> m.base_uom) not between 1 and 2`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from materials m where (select count(*) from batches b where b.material_code = m.material_code) < 2`)).toBe(0);
    expect(await count(sql`select count(*) as n from batches where expiry_date is null`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from batches where not valid`)).toBeGreaterThan(0);
    const principal = await count(sql`select count(*) as n from materials where principal_approval`);
    expect(principal).toBeGreaterThan(25);
    expect(principal).toBeLessThan(100);
  });

  it('has CRP settings for 800071 and 800072 only, and a few materials of 800073', async () => {
    const settings = await t.db.selectFrom('crp_settings').select('client_code').orderBy('client_code').execute();
    expect(settings.map((s) => s.client_code)).toEqual(['800071', '800072']);
    expect(await t.db.selectFrom('clients').select('client_name').where('client_code', '=', '800073').executeTakeFirst()).toEqual({
      client_name: 'PT Medika Prima Distribusi',
    });
    const third = await count(sql`select count(*) as n from materials where client_code = '800073'`);
    expect(third).toBeGreaterThan(10);
    expect(third).toBeLessThan(50);
    const variants = await t.db.selectFrom('nra_rules').select('variant').distinct().orderBy('variant').execute();
    expect(variants.map((v) => v.variant)).toEqual(['NRABLANK', 'NRACUSTBLANK', 'NRACUSTX', 'NRAX']);
  });
});

describe('demo invoice lines', () => {
  it('are consistent: customer of the plant, batch of the material, base quantity by the unit, lines 1..n', async () => {
    expect(await count(sql`select count(*) as n from invoice_lines il join customers c using (customer_code) where c.plant_code <> il.plant_code`)).toBe(0);
    expect(
      await count(sql`select count(*) as n from invoice_lines il
        where not exists (select 1 from batches b where b.material_code = il.material_code and b.batch = il.batch)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from invoice_lines il
        left join material_uoms u on u.material_code = il.material_code and u.uom = il.sales_uom
        where u.uom is null or abs(il.base_quantity - il.quantity * u.numerator / u.denumerator) > 0.001`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from (
        select invoice_no from invoice_lines group by invoice_no
        having min(line) <> 1 or max(line) <> count(*) or count(*) > 8 or count(distinct customer_code) <> 1) x`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from invoice_lines where invoice_no !~ '^[0-9]{10}$' or net_price <> round(net_price)`)).toBe(0);
    expect(await count(sql`select count(*) as n from invoice_lines where transaction_date > ${today}::date or transaction_date < ${today}::date - 366`)).toBe(
      0,
    );
  });

  it('carry each block reason on the first line of its showcase invoice, and no other reason', async () => {
    const entries = Object.entries(demoBlockedInvoices) as [BlockReason, string][];
    const rows = await factsOf(sql`il.line = 1 and il.invoice_no in (${sql.join(entries.map(([, no]) => no))})`);
    for (const [reason, invoiceNo] of entries) {
      const row = rows.find((r) => r.invoice_no === invoiceNo);
      expect(row, invoiceNo).toBeDefined();
      expect(row!.plant_code, invoiceNo).toBe('1001');
      expect(row!.transfer_status, invoiceNo).toBe('TF');
      const facts = lineFacts(row!);
      expect(blockReasonOf(facts), invoiceNo).toBe(reason);
      expect(blockCount(facts), `${invoiceNo} has exactly one block`).toBe(1);
    }
  });

  it('carry every block reason on at least five lines of plant 1001', async () => {
    const rows = await factsOf(sql`il.plant_code = '1001' and il.transfer_status = 'TF'`);
    const perReason = new Map<BlockReason | null, number>();
    for (const row of rows) {
      const reason = blockReasonOf(lineFacts(row));
      perReason.set(reason, (perReason.get(reason) ?? 0) + 1);
    }
    for (const reason of Object.keys(demoBlockedInvoices) as BlockReason[]) {
      expect(perReason.get(reason) ?? 0, reason).toBeGreaterThanOrEqual(5);
    }
    expect(perReason.get(null) ?? 0).toBeGreaterThan(rows.length / 2);
  });

  it('have a clean showcase invoice: customer not blocked, every line free and Within CRP', async () => {
    const rows = await factsOf(sql`il.invoice_no = ${demoCleanInvoice}`);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      expect(row.plant_code).toBe('1001');
      expect(row.transfer_status).toBe('TF');
      expect(row.customer_blocked).toBe(false);
      expect(blockReasonOf(lineFacts(row)), `line ${row.line}`).toBeNull();
      expect(row.crprgp, `line ${row.line}`).toBe('Y');
    }
  });

  it('have many clean lines, Within CRP and Non CRP, in every plant', async () => {
    const rows = await factsOf(sql`true`);
    for (const plant of ['1001', '1002', '1003']) {
      const ofPlant = rows.filter((r) => r.plant_code === plant);
      expect(ofPlant.filter((r) => blockReasonOf(lineFacts(r)) === null).length, plant).toBeGreaterThan(200);
      expect(ofPlant.filter((r) => r.crprgp === 'Y').length, plant).toBeGreaterThan(100);
      expect(ofPlant.filter((r) => r.crprgp === 'N').length, plant).toBeGreaterThan(100);
    }
  });
});

describe('demo rayons and branch staff', () => {
  it('puts every customer in a rayon of its plant, valid today, led by demo users', async () => {
    expect(
      await count(sql`select count(*) as n from customers c where not exists (
        select 1 from rayon_customers rc join rayon_headers rh on rh.rayon_code = rc.rayon_code
        where rc.customer_code = c.customer_code and rh.plant_code = c.plant_code
          and ${today}::date between rc.valid_from and rc.valid_to and ${today}::date between rh.valid_from and rh.valid_to)`),
    ).toBe(0);
    const heads = await t.db.selectFrom('rayon_headers').select(['plant_code', 'fss', 'asm', 'nsm', 'bum', 'slm']).distinct().orderBy('plant_code').execute();
    expect(heads).toEqual([
      { plant_code: '1001', fss: 'fss', asm: 'asm', nsm: 'nsm', bum: 'bm', slm: 'asm' },
      { plant_code: '1002', fss: 'fss2', asm: 'asm', nsm: 'nsm', bum: 'bm', slm: 'asm' },
      { plant_code: '1003', fss: 'fss', asm: 'asm', nsm: 'nsm', bum: 'bm', slm: 'asm' },
    ]);
    expect(await count(sql`select count(*) as n from rayon_details`)).toBeGreaterThan(0);
  });

  it('gives every plant BRQA, chief of delivery and chief of warehouse linked to demo users', async () => {
    const staff = await t.db
      .selectFrom('branch_staff as bs')
      .innerJoin('users as u', 'u.user_id', 'bs.user_id')
      .select(['bs.plant_code', 'bs.role', 'u.user_name'])
      .where('bs.valid_from', '<=', today)
      .where('bs.valid_to', '>=', today)
      .orderBy('bs.plant_code')
      .orderBy('bs.role')
      .execute();
    const byPlant = (plant: string) => Object.fromEntries(staff.filter((s) => s.plant_code === plant).map((s) => [s.role, s.user_name]));
    expect(byPlant('1001')).toEqual({ BRQA: 'brqa', CHIEF_DELIVERY: 'chief_delivery', CHIEF_WAREHOUSE: 'chief_warehouse' });
    expect(byPlant('1002')).toEqual({ BRQA: 'brqa2', CHIEF_DELIVERY: 'chief_delivery2', CHIEF_WAREHOUSE: 'chief_warehouse2' });
    expect(byPlant('1003')).toEqual({ BRQA: 'brqa', CHIEF_DELIVERY: 'chief_delivery', CHIEF_WAREHOUSE: 'chief_warehouse' });
  });
});
