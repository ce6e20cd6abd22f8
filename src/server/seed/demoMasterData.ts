import type { Insertable, InsertObject, Transaction } from 'kysely';
import type { BlockReason } from '../../../machines/returns/blockRules.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../../../generated/database.ts';

/**
 * Demo master data as the ERP would deliver it: customers, materials with their units, batches,
 * exclusions, NRA rules, CRP settings, invoice lines, rayons and branch staff (K Cabang).
 *
 * Deterministic: every value comes from a fixed-seed PRNG (mulberry32) keyed by table and row
 * index, so every database gets the same rows; only dates move with `today` (expiry dates,
 * transaction dates and validity periods are relative to it).
 *
 * Volumes at scale 1 (each multiplied by `scale` except the fixed showcase rows): 200 customers
 * (45 % plant 1001, 40 % 1002, 15 % 1003), 500 materials, about 2,150 batches, 1,200 invoices with
 * about 5,400 lines. Codes: customers 30000001…, materials 10000001…, invoices 9001000001… in
 * order of transaction date.
 *
 * Showcase invoices of plant 1001, customer 30000001 'Apotek Sehat Sentosa' unless noted, all
 * transferred ('TF') and dated a few days before `today`:
 *
 * - 9000000010 `demoCleanInvoice`: 6 lines, no block reason, all Within CRP.
 * - 9000000011 customerBlocked: customer 30000002 'Toko Obat Makmur' (blocked), 6 lines.
 * - 9000000012 batchInvalid: lines 1–5 invalid batches (codes ending in X), line 6 clean.
 * - 9000000013 materialBlocked: lines 1–5 material 10000007 (blocked), line 6 clean.
 * - 9000000014 materialExcluded: lines 1–5 material 10000008 (excluded in plant 1001), line 6 clean.
 * - 9000000015 crpNotApplicable: lines 1–5 material 10000009 of client 800073, line 6 clean.
 * - 9000000016 nonReturnable: NRAX material 10000010 (lines 1, 4), NRABLANK by ph3 VAC material
 *   10000011 (lines 2, 5), NRACUSTX material 10000012 for this customer (line 3), line 6 clean.
 * - 9000000017 noNetPrice: lines 1–5 net price 0 (bonus goods), line 6 clean.
 * - 9000000018 nonReturnable by NRACUSTBLANK: customer 30000003 'RS Harapan Kita', 5 lines.
 * - 9000000019 one line each: clean, invalid batch, blocked, excluded, CRP N/A, NRA, net price 0,
 *   and Non CRP (batch expired 8 months ago; not a block).
 * - 9000000020 `demoTwoClientInvoice`: Non CRP lines of clients 800071 and 800072, then a Within
 *   CRP line of each: its return needs both clients at CLIENT.
 *
 * Besides these, the generated data carries each reason at its natural rate (blocked customers
 * ~3 %, invalid batches ~2 %, blocked materials ~1 %, exclusions ~1 % of materials, client 800073
 * ~5 % of materials, NRA rules, bonus lines with net price 0 ~0.5 %, batches without expiry ~1 %)
 * in every plant; most lines are clean. Net prices are per sales unit in whole rupiah.
 */
export const demoBlockedInvoices: Record<Exclude<BlockReason, 'noAvailableQty'>, string> = {
  customerBlocked: '9000000011',
  batchInvalid: '9000000012',
  materialBlocked: '9000000013',
  materialExcluded: '9000000014',
  crpNotApplicable: '9000000015',
  nonReturnable: '9000000016',
  noNetPrice: '9000000017',
};

/** Plant 1001, customer not blocked; every line free of block reasons and Within CRP at `today`. */
export const demoCleanInvoice = '9000000010';

/**
 * Plant 1001: a Non CRP line of client 800071 (line 1) and one of 800072 (line 2), then a Within
 * CRP line of each (3, 4): a return of it waits for both clients' users at CLIENT.
 */
export const demoTwoClientInvoice = '9000000020';

/** CRP/RGP settings of the first two clients (the third has none). */
export const demoCrpSettings: Insertable<DB['crp_settings']>[] = [
  { client_code: '800071', crp_before: 180, crp_after: 30, rgp_before: 90, rgp_after: 30, rgp_remark: 'RGP 3 bulan sebelum ED', status_crp: 'ACTIVE' },
  { client_code: '800072', crp_before: 180, crp_after: 30, rgp_before: 60, rgp_after: 14, rgp_remark: 'RGP 2 bulan sebelum ED', status_crp: 'ACTIVE' },
];

/** Customers and materials per unit of scale (SEED_SCALE multiplies both). */
export const DEMO_CUSTOMERS_PER_SCALE = 200;
export const DEMO_MATERIALS_PER_SCALE = 500;

/** The third client: no crp_settings row, so lines of its materials are CRP N/A. */
export const demoClientWithoutCrp = { client_code: '800073', client_name: 'PT Medika Prima Distribusi' };

// ---------------------------------------------------------------------------------------------
// Randomness and dates

const SEED = 20_260_001;
const CHUNK = 500;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;

/** An independent stream per (stream, index): rows can be generated in any order, alike every time. */
export function rngFor(stream: number, index: number): Rng {
  let h = (SEED + Math.imul(stream, 0x9e3779b1) + Math.imul(index + 1, 0x85ebca6b)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return mulberry32(h ^ (h >>> 16));
}

export const Stream = { customer: 1, material: 2, batch: 3, invoice: 4, shuffle: 5, showcase: 6, plan: 7, oldSap: 8, history: 9 } as const;

export const int = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
export const digits = (r: Rng, n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');

function weighted<T>(r: Rng, list: readonly (readonly [T, number])[]): T {
  const total = list.reduce((sum, [, w]) => sum + w, 0);
  let x = r() * total;
  for (const [value, w] of list) {
    x -= w;
    if (x < 0) return value;
  }
  return list[list.length - 1]![0];
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => isoOf(dayOf(iso) + days);
export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-');
  return `${Number(y) + years}-${m}-${m === '02' && d === '29' ? '28' : d}`;
}

// ---------------------------------------------------------------------------------------------
// Customers

const plantCodes = ['1001', '1002', '1003'] as const;
type PlantCode = (typeof plantCodes)[number];

const regions: Record<PlantCode, { cities: string[]; districts: string[] }> = {
  '1001': {
    cities: [
      'Jakarta Pusat',
      'Jakarta Selatan',
      'Jakarta Barat',
      'Jakarta Timur',
      'Jakarta Utara',
      'Bekasi',
      'Tangerang',
      'Tangerang Selatan',
      'Depok',
      'Bogor',
    ],
    districts: ['Menteng', 'Tebet', 'Cakung', 'Cilincing', 'Kebayoran Baru', 'Tanah Abang', 'Kemayoran', 'Bekasi Timur', 'Ciputat', 'Cibinong'],
  },
  '1002': {
    cities: ['Surabaya', 'Sidoarjo', 'Gresik', 'Malang', 'Mojokerto', 'Pasuruan'],
    districts: ['Gubeng', 'Wonokromo', 'Rungkut', 'Tambaksari', 'Sawahan', 'Waru', 'Buduran', 'Candi', 'Klojen', 'Lowokwaru'],
  },
  '1003': {
    cities: ['Bandung', 'Cimahi', 'Sumedang', 'Garut', 'Tasikmalaya', 'Cianjur'],
    districts: ['Coblong', 'Cicendo', 'Sukajadi', 'Kiaracondong', 'Cibeunying', 'Cimahi Tengah', 'Jatinangor', 'Tarogong', 'Cihideung', 'Karangtengah'],
  },
};

const streets = [
  'Jl. Jend. Sudirman',
  'Jl. MH Thamrin',
  'Jl. Gatot Subroto',
  'Jl. Diponegoro',
  'Jl. Ahmad Yani',
  'Jl. Pahlawan',
  'Jl. Merdeka',
  'Jl. Gajah Mada',
  'Jl. Hayam Wuruk',
  'Jl. Veteran',
  'Jl. Pemuda',
  'Jl. Kartini',
  'Jl. Imam Bonjol',
  'Jl. Dr. Sutomo',
  'Jl. Basuki Rahmat',
  'Jl. Raya Darmo',
  'Jl. Asia Afrika',
  'Jl. Dago',
  'Jl. Cihampelas',
  'Jl. Raya Bogor',
  'Jl. Pramuka',
  'Jl. Pangeran Antasari',
  'Jl. Kyai Tapa',
  'Jl. Raya Serpong',
];

const nameWords = [
  'Sehat',
  'Sentosa',
  'Makmur',
  'Jaya',
  'Abadi',
  'Sejahtera',
  'Sumber',
  'Rejeki',
  'Harapan',
  'Mulia',
  'Bersama',
  'Sinar',
  'Kasih',
  'Bunda',
  'Medika',
  'Husada',
  'Farma',
  'Prima',
  'Utama',
  'Mandiri',
  'Berkah',
  'Cahaya',
  'Amanah',
  'Keluarga',
  'Mitra',
  'Indah',
  'Baru',
  'Lestari',
  'Sari',
  'Waras',
  'Agung',
  'Murni',
  'Santosa',
  'Barokah',
  'Anugerah',
  'Nusa',
  'Bakti',
  'Setia',
  'Karya',
  'Kita',
];

/** Customer group 1 (outlet type) with its channel, group 2 (ownership) and share of customers. */
const outletTypes = [
  { g1: 'APT', prefix: 'Apotek', channel: '10', group2: ['IND', 'IND', 'CHN'], weight: 30 },
  { g1: 'TO', prefix: 'Toko Obat', channel: '10', group2: ['IND'], weight: 15 },
  { g1: 'RS', prefix: 'RS', channel: '10', group2: ['PRV', 'PRV', 'PRV', 'GOV'], weight: 9 },
  { g1: 'KLN', prefix: 'Klinik', channel: '10', group2: ['PRV'], weight: 10 },
  { g1: 'PKM', prefix: 'Puskesmas', channel: '10', group2: ['GOV'], weight: 4 },
  { g1: 'TK', prefix: 'Toko', channel: '20', group2: ['IND'], weight: 15 },
  { g1: 'MM', prefix: 'Minimarket', channel: '20', group2: ['CHN'], weight: 9 },
  { g1: 'SD', prefix: 'PT', channel: '20', group2: ['DST'], weight: 8 },
] as const;
type OutletType = (typeof outletTypes)[number];

export interface Customer {
  row: Insertable<DB['customers']>;
  plant: PlantCode;
  g1: OutletType['g1'];
}

/** Showcase customers (indices 0–2): clean, blocked, and the one with a NRACUSTBLANK rule. */
const showcaseCustomers = [
  { name: 'Apotek Sehat Sentosa', g1: 'APT', group2: 'CHN', blocked: null },
  { name: 'Toko Obat Makmur', g1: 'TO', group2: 'IND', blocked: 'Overdue payment' },
  { name: 'RS Harapan Kita', g1: 'RS', group2: 'PRV', blocked: null },
] as const;
const SHOWCASE_CUSTOMERS = showcaseCustomers.length;

export const customerCode = (index: number) => String(30_000_001 + index);

/** 45 % in 1001, 40 % in 1002, 15 % in 1003, interleaved so every prefix of the list is spread. */
export function plantOfCustomer(index: number): PlantCode {
  const slot = index % 20;
  return slot < 9 ? '1001' : slot < 17 ? '1002' : '1003';
}

function npwp(r: Rng): string {
  return `${digits(r, 2)}.${digits(r, 3)}.${digits(r, 3)}.${digits(r, 1)}-${digits(r, 3)}.000`;
}

export function customerAt(index: number): Customer {
  const r = rngFor(Stream.customer, index);
  const plant = plantOfCustomer(index);
  const region = regions[plant];
  const city = pick(r, region.cities);
  const showcase = showcaseCustomers[index];
  const type = showcase
    ? outletTypes.find((t) => t.g1 === showcase.g1)!
    : weighted(
        r,
        outletTypes.map((t) => [t, t.weight] as const),
      );
  const w1 = pick(r, nameWords);
  let w2 = pick(r, nameWords);
  if (w2 === w1) w2 = nameWords[(nameWords.indexOf(w1) + 7) % nameWords.length]!;
  let name: string;
  if (showcase) name = showcase.name;
  else if (type.g1 === 'PKM') name = `Puskesmas ${pick(r, region.districts)}`;
  else if (type.g1 === 'RS') name = `RS ${w1} ${w2}`;
  else if (type.g1 === 'SD') name = `PT ${w1} ${w2} ${pick(r, ['Jaya', 'Abadi', 'Mandiri', 'Sejahtera', 'Lestari'])}`;
  else name = `${type.prefix} ${w1} ${w2}`;
  const group2 = showcase ? showcase.group2 : pick(r, type.group2);
  const blockRoll = r();
  const blockRemark = showcase
    ? showcase.blocked
    : blockRoll < 0.03 || index === 17 // ~3 %, and surely one in plant 1003 (17 % 20 = 17)
      ? pick(r, ['Overdue payment', 'Credit limit exceeded', 'Outlet closed', 'NPWP verification pending'])
      : null;
  const taxId = npwp(r);
  return {
    plant,
    g1: type.g1,
    row: {
      customer_code: customerCode(index),
      customer_name: name,
      blocked: blockRemark !== null,
      block_remark: blockRemark,
      npwp: taxId,
      tax_to_npwp: r() < 0.9 ? taxId : npwp(r),
      distribution_channel: type.channel,
      sales_division: type.channel === '10' ? '01' : '02',
      sales_office: plant,
      plant_code: plant,
      street: `${pick(r, streets)} No. ${int(r, 1, 250)}`,
      city: showcase ? 'Jakarta Pusat' : city,
      customer_group1: type.g1,
      customer_group2: group2,
      customer_group3: weighted(r, [
        ['A', 2],
        ['B', 5],
        ['C', 3],
      ] as const),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Materials

interface Pack {
  label: string;
  base: string;
  /** Alternative units: [uom, base units in one]. The first is always kept, the second sometimes. */
  alts: readonly (readonly [string, number])[];
}

const strip = (strips: number, perStrip: number, boxesPerCarton: number): Pack => ({
  label: `${strips}X${perStrip}`,
  base: 'STRIP',
  alts: [
    ['BOX', strips],
    ['CTN', strips * boxesPerCarton],
  ],
});
const bottle = (label: string, perCarton: number): Pack => ({
  label,
  base: 'BTL',
  alts: [
    ['CTN', perCarton],
    ['LSN', 12],
  ],
});
const pieces = (label: string, perCarton: number): Pack => ({
  label,
  base: 'PCS',
  alts: [
    ['LSN', 12],
    ['CTN', perCarton],
  ],
});
const boxed = (label: string, perCarton: number): Pack => ({
  label,
  base: 'BOX',
  alts: [
    ['CTN', perCarton],
    ['PAK', 5],
  ],
});

/** Cold-chain goods travel in small units: single pieces in boxes of 5, boxes in packs of 2. */
const coldPacks = (boxLabel: string): Pack[] => [
  { label: '1S', base: 'PCS', alts: [['BOX', 5]] },
  { label: boxLabel, base: 'BOX', alts: [['PAK', 2]] },
];
const tablets = [strip(10, 10, 20), strip(5, 10, 40), strip(3, 10, 60), strip(2, 10, 100), strip(10, 4, 40), bottle('BTL 100', 48), bottle('BTL 30', 96)];
const syrups = [bottle('60ML', 48), bottle('100ML', 40)];

type Division = 'PHARMA' | 'CONSUMER' | 'NUTRITION';
interface Product {
  name: string;
  division: Division;
  ph3: string;
  rayonType: 'ETH' | 'OTC' | 'CON' | 'NUT';
  packs: readonly Pack[];
  cold?: boolean;
}

const product = (name: string, division: Division, ph3: string, rayonType: Product['rayonType'], packs: readonly Pack[], cold = false): Product => ({
  name,
  division,
  ph3,
  rayonType,
  packs,
  cold,
});

const ethical = (name: string, ph3: string) => product(name, 'PHARMA', ph3, 'ETH', tablets);
const otc = (name: string, ph3: string) => product(name, 'PHARMA', ph3, 'OTC', tablets);

const catalogue: Product[] = [
  ethical('AMOXICILLIN 500MG CAP', 'ABX'),
  ethical('CEFADROXIL 500MG CAP', 'ABX'),
  ethical('CIPROFLOXACIN 500MG TAB', 'ABX'),
  ethical('AZITHROMYCIN 500MG TAB', 'ABX'),
  ethical('METRONIDAZOLE 500MG TAB', 'ABX'),
  ethical('CEFIXIME 100MG CAP', 'ABX'),
  ethical('AMLODIPINE 5MG TAB', 'CVS'),
  ethical('AMLODIPINE 10MG TAB', 'CVS'),
  ethical('CAPTOPRIL 25MG TAB', 'CVS'),
  ethical('BISOPROLOL 5MG TAB', 'CVS'),
  ethical('CANDESARTAN 8MG TAB', 'CVS'),
  ethical('SIMVASTATIN 20MG TAB', 'CVS'),
  ethical('ATORVASTATIN 20MG TAB', 'CVS'),
  ethical('METFORMIN 500MG TAB', 'DIA'),
  ethical('GLIMEPIRIDE 2MG TAB', 'DIA'),
  ethical('OMEPRAZOLE 20MG CAP', 'GIT'),
  ethical('LANSOPRAZOLE 30MG CAP', 'GIT'),
  ethical('RANITIDINE 150MG TAB', 'GIT'),
  ethical('DOMPERIDONE 10MG TAB', 'GIT'),
  ethical('DEXAMETHASONE 0.5MG TAB', 'HOR'),
  ethical('METHYLPREDNISOLONE 4MG TAB', 'HOR'),
  ethical('ALLOPURINOL 100MG TAB', 'MSK'),
  ethical('MELOXICAM 15MG TAB', 'MSK'),
  ethical('ASAM MEFENAMAT 500MG TAB', 'ANL'),
  ethical('IBUPROFEN 400MG TAB', 'ANL'),
  ethical('NATRIUM DIKLOFENAK 50MG TAB', 'ANL'),
  otc('PARACETAMOL 500MG TAB', 'ANL'),
  otc('CETIRIZINE 10MG TAB', 'ALR'),
  otc('LORATADINE 10MG TAB', 'ALR'),
  otc('CTM 4MG TAB', 'ALR'),
  otc('LOPERAMIDE 2MG TAB', 'GIT'),
  otc('ANTASIDA DOEN TAB', 'GIT'),
  otc('BISACODYL 5MG TAB', 'GIT'),
  product('AMBROXOL 15MG/5ML SYR', 'PHARMA', 'RSP', 'OTC', syrups),
  product('OBH SYR', 'PHARMA', 'RSP', 'OTC', syrups),
  product('PARACETAMOL 120MG/5ML SYR', 'PHARMA', 'ANL', 'OTC', syrups),
  product('ANTASIDA DOEN SUSP', 'PHARMA', 'GIT', 'OTC', syrups),
  product('SALBUTAMOL 2MG/5ML SYR', 'PHARMA', 'RSP', 'ETH', syrups),
  product('AMOXICILLIN 125MG/5ML DRY SYR', 'PHARMA', 'ABX', 'ETH', [bottle('60ML', 48)]),
  product('POVIDONE IODINE 10% SOL', 'PHARMA', 'DRM', 'OTC', [bottle('30ML', 96), bottle('60ML', 48)]),
  product('GENTAMICIN 0.1% KRIM', 'PHARMA', 'DRM', 'ETH', [pieces('5G', 144)]),
  product('HIDROKORTISON 2.5% KRIM', 'PHARMA', 'DRM', 'ETH', [pieces('5G', 144)]),
  product('INSULIN GLARGINE 100IU/ML 3ML PEN', 'PHARMA', 'VAC', 'ETH', coldPacks('5S'), true),
  product('VAKSIN INFLUENZA 0.5ML PFS', 'PHARMA', 'VAC', 'ETH', coldPacks('10S'), true),
  product('MINYAK KAYU PUTIH', 'CONSUMER', 'PRC', 'CON', [pieces('30ML', 144), pieces('60ML', 72), pieces('120ML', 48)]),
  product('MINYAK TELON', 'CONSUMER', 'PRC', 'CON', [pieces('60ML', 72), pieces('100ML', 48)]),
  product('BALSEM OTOT', 'CONSUMER', 'PRC', 'CON', [pieces('20G', 144), pieces('40G', 96)]),
  product('SABUN ANTISEPTIK', 'CONSUMER', 'HYG', 'CON', [pieces('85G', 144), pieces('110G', 96)]),
  product('HAND SANITIZER GEL', 'CONSUMER', 'HYG', 'CON', [pieces('60ML', 96), pieces('500ML', 24)]),
  product('SHAMPOO ANTIKETOMBE', 'CONSUMER', 'HYG', 'CON', [pieces('70ML', 96), pieces('170ML', 48)]),
  product('PASTA GIGI HERBAL', 'CONSUMER', 'ORL', 'CON', [pieces('75G', 144), pieces('190G', 72)]),
  product('OBAT KUMUR ANTISEPTIK', 'CONSUMER', 'ORL', 'CON', [bottle('250ML', 24), bottle('500ML', 12)]),
  product('TISU BASAH ANTISEPTIK', 'CONSUMER', 'HYG', 'CON', [pieces('10S', 144), pieces('50S', 48)]),
  product('MASKER MEDIS 3PLY', 'CONSUMER', 'MED', 'CON', [boxed('50S', 40)]),
  product('PLESTER LUKA', 'CONSUMER', 'MED', 'CON', [boxed('10S', 100), boxed('100S', 24)]),
  product('KASA STERIL 16X16', 'CONSUMER', 'MED', 'CON', [boxed('10S', 60)]),
  product('LOTION ANTI NYAMUK', 'CONSUMER', 'PRC', 'CON', [pieces('50ML', 144), pieces('100ML', 72)]),
  product('KOYO CABAI', 'CONSUMER', 'PRC', 'CON', [boxed('10S', 48)]),
  product('VITAMIN C 500MG TAB', 'NUTRITION', 'VIT', 'NUT', tablets),
  product('VITAMIN C 1000MG EFF TAB', 'NUTRITION', 'VIT', 'NUT', [pieces('TUBE 10', 48)]),
  product('MULTIVITAMIN ANAK SYR', 'NUTRITION', 'VIT', 'NUT', syrups),
  product('KALSIUM LAKTAT 500MG TAB', 'NUTRITION', 'SUP', 'NUT', tablets),
  product('ZINC 20MG DISP TAB', 'NUTRITION', 'SUP', 'NUT', tablets),
  product('MINYAK IKAN OMEGA 3 CAP', 'NUTRITION', 'SUP', 'NUT', [bottle('BTL 30', 96), bottle('BTL 100', 48)]),
  product('SUSU PERTUMBUHAN 1-3 THN', 'NUTRITION', 'MLK', 'NUT', [boxed('400G', 24), boxed('800G', 12)]),
  product('SUSU IBU HAMIL COKLAT', 'NUTRITION', 'MLK', 'NUT', [boxed('200G', 36), boxed('400G', 24)]),
  product('SEREAL BAYI BERAS MERAH', 'NUTRITION', 'MLK', 'NUT', [boxed('120G', 48)]),
  product('MINUMAN ISOTONIK', 'NUTRITION', 'BEV', 'NUT', [bottle('350ML', 24), bottle('500ML', 24)]),
  product('MADU MURNI', 'NUTRITION', 'BEV', 'NUT', [bottle('150ML', 48), bottle('250ML', 24)]),
];

/** Every (product, pack) once, in a fixed shuffled order: the generated materials cycle through it. */
const combos: { product: Product; pack: Pack }[] = (() => {
  const list = catalogue.flatMap((p) => p.packs.map((pack) => ({ product: p, pack })));
  const r = rngFor(Stream.shuffle, 0);
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
})();

function comboOf(productName: string, packLabel: string) {
  const p = catalogue.find((c) => c.name === productName)!;
  return { product: p, pack: p.packs.find((k) => k.label === packLabel)! };
}

type Role = 'clean' | 'blocked' | 'excluded' | 'noCrp' | 'nrax' | 'nraPh3' | 'nraCustomer';

/** Showcase materials (indices 0–11); the codes are 10000001 + index. */
const showcaseMaterials: { combo: ReturnType<typeof comboOf>; client: string; role: Role }[] = [
  { combo: comboOf('PARACETAMOL 500MG TAB', '10X10'), client: '800071', role: 'clean' },
  { combo: comboOf('AMOXICILLIN 500MG CAP', '10X10'), client: '800071', role: 'clean' },
  { combo: comboOf('AMLODIPINE 5MG TAB', '3X10'), client: '800071', role: 'clean' },
  { combo: comboOf('OMEPRAZOLE 20MG CAP', '3X10'), client: '800071', role: 'clean' },
  { combo: comboOf('HAND SANITIZER GEL', '60ML'), client: '800072', role: 'clean' },
  { combo: comboOf('VITAMIN C 500MG TAB', '10X10'), client: '800072', role: 'clean' },
  { combo: comboOf('IBUPROFEN 400MG TAB', '10X10'), client: '800071', role: 'blocked' },
  { combo: comboOf('ASAM MEFENAMAT 500MG TAB', '10X10'), client: '800071', role: 'excluded' },
  { combo: comboOf('METFORMIN 500MG TAB', '10X10'), client: '800073', role: 'noCrp' },
  { combo: comboOf('MINYAK KAYU PUTIH', '60ML'), client: '800072', role: 'nrax' },
  { combo: comboOf('INSULIN GLARGINE 100IU/ML 3ML PEN', '5S'), client: '800071', role: 'nraPh3' },
  { combo: comboOf('CEFADROXIL 500MG CAP', '10X10'), client: '800071', role: 'nraCustomer' },
];
const SHOWCASE_MATERIALS = showcaseMaterials.length;
const CLEAN_MATERIALS = [0, 1, 2, 3, 4, 5];
export const materialCode = (index: number) => String(10_000_001 + index);

interface Uom {
  uom: string;
  numerator: number;
  denumerator: number;
}

export interface Material {
  index: number;
  row: Insertable<DB['materials']>;
  /** The base unit first (1/1), then 1–2 alternatives. */
  uoms: Uom[];
  /** Net price of one base unit before discount, in rupiah; any unit's price stays within MAX_UNIT_PRICE. */
  basePrice: number;
}

const uomNames: Record<string, string> = { STRIP: 'Strip', BOX: 'Box', BTL: 'Botol', PCS: 'Pieces', CTN: 'Karton', LSN: 'Lusin', PAK: 'Pak' };
const basePriceRange: Record<string, readonly [number, number]> = {
  STRIP: [3_000, 60_000],
  BTL: [12_000, 120_000],
  PCS: [5_000, 75_000],
  BOX: [25_000, 300_000],
};
/** No unit of a material costs more than this (a carton of 200 strips makes a cheap strip). */
const MAX_UNIT_PRICE = 2_500_000;

export function materialAt(index: number): Material {
  const r = rngFor(Stream.material, index);
  const showcase = showcaseMaterials[index];
  const { product: p, pack } = showcase ? showcase.combo : combos[(index - SHOWCASE_MATERIALS) % combos.length]!;
  const clientRoll = r();
  const client = showcase
    ? showcase.client
    : index % 20 === 13
      ? '800073'
      : p.division === 'PHARMA'
        ? clientRoll < 0.7
          ? '800071'
          : '800072'
        : p.division === 'CONSUMER'
          ? clientRoll < 0.9
            ? '800072'
            : '800071'
          : clientRoll < 0.5
            ? '800071'
            : '800072';
  const keepSecond = showcase ? true : r() < 0.6;
  const alts = pack.alts.slice(0, keepSecond ? 2 : 1);
  const principalApproval = !showcase && r() < 0.1;
  const blocked = showcase ? showcase.role === 'blocked' : r() < 0.01;
  const nonFraction = pack.base !== 'STRIP' && r() < 0.5;
  const [low, high] = p.cold ? [150_000, 450_000] : basePriceRange[pack.base]!;
  const cap = Math.floor(MAX_UNIT_PRICE / Math.max(1, ...alts.map(([, n]) => n)));
  const top = Math.min(high, cap);
  const basePrice = Math.max(100, Math.round(int(r, Math.min(low, top), top) / 100) * 100);
  return {
    index,
    basePrice,
    uoms: [{ uom: pack.base, numerator: 1, denumerator: 1 }, ...alts.map(([uom, n]) => ({ uom, numerator: n, denumerator: 1 }))],
    row: {
      material_code: materialCode(index),
      material_name: `${p.name} ${pack.label}`,
      division: p.division,
      ph3: p.ph3,
      base_uom: pack.base,
      non_fraction: nonFraction,
      rayon_type: p.rayonType,
      client_code: client,
      distribution_channel: p.division === 'CONSUMER' ? '20' : '10',
      blocked,
      principal_approval: principalApproval,
      type_prod: { ETH: 'RX', OTC: 'OTC', CON: 'FMCG', NUT: 'NUT' }[p.rayonType],
      temperature: p.cold ? '2-8°C' : '<30°C',
    },
  };
}

export function uomRows(m: Material): Insertable<DB['material_uoms']>[] {
  const base = m.uoms[0]!.uom;
  return m.uoms.map((u) => ({
    material_code: m.row.material_code,
    uom: u.uom,
    numerator: u.numerator,
    denumerator: u.denumerator,
    description: u.uom === base ? uomNames[u.uom]! : `${uomNames[u.uom]} isi ${u.numerator / u.denumerator} ${base}`,
  }));
}

// ---------------------------------------------------------------------------------------------
// Batches

interface Batch {
  batch: string;
  expiry: string | null;
  valid: boolean;
}

/**
 * Showcase materials' batches, days from today: 0–3 Within CRP, 4 Non CRP (future), 5 Non CRP
 * (expired long ago), 6 invalid (Within CRP).
 */
const showcaseBatchOffsets = [60, 90, 120, 150, 420, -240, 100];
const WITHIN = [0, 1, 2, 3];
const NON_CRP_EXPIRED = 5;
const INVALID = 6;

function batchCode(r: Rng, expiry: string | null, today: string, k: number, invalid: boolean): string {
  const shelfLifeYears = r() < 0.5 ? 2 : 3;
  const made = expiry ? addYears(expiry, -shelfLifeYears) : addDays(today, -int(r, 30, 700));
  return `${made.slice(2, 4)}${made.slice(5, 7)}${String.fromCharCode(65 + k)}${digits(r, 3)}${invalid ? 'X' : ''}`;
}

export function batchesOf(index: number, today: string): Batch[] {
  const r = rngFor(Stream.batch, index);
  if (index < SHOWCASE_MATERIALS) {
    return showcaseBatchOffsets.map((offset, k) => {
      const expiry = addDays(today, offset);
      return { batch: batchCode(r, expiry, today, k, k === INVALID), expiry, valid: k !== INVALID };
    });
  }
  const count = r() < 0.3 ? 5 : 4;
  return Array.from({ length: count }, (_, k) => {
    const roll = r();
    // About a third Within CRP (expiry 25 days ago … 175 days ahead), the rest 18 months back to 24 ahead.
    const expiry = roll < 0.012 ? null : roll < 0.35 ? addDays(today, int(r, -25, 175)) : addDays(today, int(r, -548, 730));
    const valid = r() >= 0.02;
    return { batch: batchCode(r, expiry, today, k, false), expiry, valid };
  });
}

// ---------------------------------------------------------------------------------------------
// Exclusions and NRA rules

function randomOtherCustomer(r: Rng, customers: number): number {
  return SHOWCASE_CUSTOMERS + Math.floor(r() * (customers - SHOWCASE_CUSTOMERS));
}

/** Exclusions and NRA rules attached to one material (the showcase ones fixed, the others ~1 %). */
export function rulesOfMaterial(m: Material, customers: number) {
  const exclusions: Insertable<DB['material_exclusions']>[] = [];
  const nra: Insertable<DB['nra_rules']>[] = [];
  const code = m.row.material_code;
  const client = m.row.client_code;
  const role = showcaseMaterials[m.index]?.role;
  if (role === 'excluded') exclusions.push({ material_code: code, customer_code: null, plant_code: '1001' });
  if (role === 'nrax') nra.push({ variant: 'NRAX', client_code: client, material_code: code });
  if (role === 'nraCustomer') nra.push({ variant: 'NRACUSTX', client_code: client, customer_code: customerCode(0), material_code: code });
  if (role) return { exclusions, nra };

  const r = rngFor(Stream.plan, m.index);
  const exclusionRoll = r();
  if (exclusionRoll < 0.004) exclusions.push({ material_code: code, customer_code: null, plant_code: null });
  else if (exclusionRoll < 0.008) exclusions.push({ material_code: code, customer_code: null, plant_code: pick(r, plantCodes) });
  else if (exclusionRoll < 0.012) {
    const c = customerAt(randomOtherCustomer(r, customers));
    exclusions.push({ material_code: code, customer_code: c.row.customer_code, plant_code: c.plant });
  }
  const nraRoll = r();
  if (client !== '800073' && nraRoll < 0.006) nra.push({ variant: 'NRAX', client_code: client, material_code: code });
  else if (client !== '800073' && nraRoll < 0.012) {
    nra.push({ variant: 'NRACUSTX', client_code: client, customer_code: customerCode(randomOtherCustomer(r, customers)), material_code: code });
  }
  return { exclusions, nra };
}

/** Rules not tied to one material: by ph3, by customer group 2, and whole customers (NRACUSTBLANK). */
export function generalNraRules(customers: number): Insertable<DB['nra_rules']>[] {
  const rules: Insertable<DB['nra_rules']>[] = [
    { variant: 'NRABLANK', client_code: '800071', ph3: 'VAC' },
    { variant: 'NRABLANK', client_code: '800072', ph3: 'BEV', customer_group2: 'GOV' },
    { variant: 'NRACUSTBLANK', client_code: '800071', customer_code: customerCode(2) },
  ];
  for (let i = SHOWCASE_CUSTOMERS; i < customers; i++) {
    const r = rngFor(Stream.plan, 1_000_000_000 + i);
    if (r() < 0.01) rules.push({ variant: 'NRACUSTBLANK', client_code: pick(r, ['800071', '800072']), customer_code: customerCode(i) });
  }
  return rules;
}

// ---------------------------------------------------------------------------------------------
// Invoice lines

type LineRow = Insertable<DB['invoice_lines']>;

interface InvoiceHead {
  invoiceNo: string;
  date: string;
  customer: number;
  plant: PlantCode;
  tax: string;
  po: string;
}

function invoiceHead(invoiceNo: string, date: string, customer: number, taxSerial: number, r: Rng): InvoiceHead {
  const yy = date.slice(2, 4);
  return {
    invoiceNo,
    date,
    customer,
    plant: plantOfCustomer(customer),
    tax: `010.000-${yy}.${String(taxSerial).padStart(8, '0')}`,
    po: `PO-${yy}${date.slice(5, 7)}-${digits(r, 5)}`,
  };
}

const maxQty: Record<string, number> = { STRIP: 60, BTL: 48, PCS: 72, BOX: 20, CTN: 3, LSN: 10, PAK: 10 };

function lineRow(
  head: InvoiceHead,
  line: number,
  m: Material,
  batch: Batch,
  r: Rng,
  options: { uom?: number; free?: boolean; transferStatus?: string } = {},
): LineRow {
  const uomIndex = options.uom ?? (r() < 0.45 ? 0 : int(r, 1, m.uoms.length - 1));
  const u = m.uoms[Math.min(uomIndex, m.uoms.length - 1)]!;
  const quantity = int(r, 1, maxQty[u.uom] ?? 10);
  const discount = pick(r, [0, 0, 0.025, 0.05, 0.1]);
  const price = Math.round(((m.basePrice * u.numerator) / u.denumerator) * (1 - discount));
  return {
    invoice_no: head.invoiceNo,
    line,
    tax_invoice_no: head.tax,
    po_number: head.po,
    transaction_date: head.date,
    customer_code: customerCode(head.customer),
    plant_code: head.plant,
    material_code: m.row.material_code,
    batch: batch.batch,
    sales_uom: u.uom,
    quantity,
    base_quantity: (quantity * u.numerator) / u.denumerator,
    net_price: options.free ? 0 : price,
    transfer_status: options.transferStatus ?? 'TF',
  };
}

/** The showcase invoices documented at the top of this file. */
function showcaseLines(today: string): LineRow[] {
  const r = rngFor(Stream.showcase, 0);
  const materials = showcaseMaterials.map((_, i) => materialAt(i));
  const batches = showcaseMaterials.map((_, i) => batchesOf(i, today));
  const clean = (k: number) => CLEAN_MATERIALS[k % CLEAN_MATERIALS.length]!;
  type Spec = { material: number; batch: number; free?: boolean };
  const invoices: { no: string; customer: number; daysAgo: number; lines: Spec[] }[] = [];
  const add = (no: string, customer: number, daysAgo: number, lines: Spec[]) => invoices.push({ no, customer, daysAgo, lines });
  const cleanLine = (k: number): Spec => ({ material: clean(k), batch: WITHIN[k % WITHIN.length]! });
  const fiveOf = (material: number): Spec[] => [0, 1, 2, 3, 4].map((k) => ({ material, batch: k }));

  add(demoCleanInvoice, 0, 3, [0, 1, 2, 3, 4, 5].map(cleanLine));
  add(demoBlockedInvoices.customerBlocked, 1, 4, [0, 1, 2, 3, 4, 5].map(cleanLine));
  add(demoBlockedInvoices.batchInvalid, 0, 5, [...[0, 1, 2, 3, 4].map((k) => ({ material: clean(k), batch: INVALID })), cleanLine(5)]);
  add(demoBlockedInvoices.materialBlocked, 0, 6, [...fiveOf(6), cleanLine(0)]);
  add(demoBlockedInvoices.materialExcluded, 0, 7, [...fiveOf(7), cleanLine(1)]);
  add(demoBlockedInvoices.crpNotApplicable, 0, 8, [...fiveOf(8), cleanLine(2)]);
  add(demoBlockedInvoices.nonReturnable, 0, 9, [
    { material: 9, batch: 0 },
    { material: 10, batch: 0 },
    { material: 11, batch: 0 },
    { material: 9, batch: 1 },
    { material: 10, batch: 1 },
    cleanLine(3),
  ]);
  add(demoBlockedInvoices.noNetPrice, 0, 10, [...[0, 1, 2, 3, 4].map((k) => ({ ...cleanLine(k), free: true })), cleanLine(5)]);
  add(
    '9000000018',
    2,
    11,
    [0, 1, 2, 3, 0].map((k, i) => ({ material: clean(k), batch: WITHIN[i % WITHIN.length]! })),
  );
  add('9000000019', 0, 12, [
    cleanLine(0),
    { material: clean(1), batch: INVALID },
    { material: 6, batch: 2 },
    { material: 7, batch: 2 },
    { material: 8, batch: 2 },
    { material: 9, batch: 2 },
    { ...cleanLine(2), free: true },
    { material: clean(3), batch: NON_CRP_EXPIRED },
  ]);
  add(demoTwoClientInvoice, 0, 13, [
    { material: clean(3), batch: NON_CRP_EXPIRED },
    { material: clean(4), batch: NON_CRP_EXPIRED },
    cleanLine(0),
    cleanLine(4),
  ]);

  return invoices.flatMap((inv, i) => {
    const head = invoiceHead(inv.no, addDays(today, -inv.daysAgo), inv.customer, 10 + i, r);
    return inv.lines.map((spec, k) => lineRow(head, k + 1, materials[spec.material]!, batches[spec.material]![spec.batch]!, r, { free: spec.free ?? false }));
  });
}

/**
 * The generated invoices, in order of transaction date, as a stream of rows (so a large scale
 * never holds them all): 1–8 lines each, enough invoices for `targetLines`.
 */
function* generatedLines(options: { today: string; invoices: number; targetLines: number; customers: number; materials: number }) {
  const plan = rngFor(Stream.plan, -1);
  const lineCounts: number[] = [];
  let total = 0;
  while (lineCounts.length < options.invoices || total < options.targetLines) {
    const n = int(plan, 1, 8);
    lineCounts.push(n);
    total += n;
  }
  const daysAgo = lineCounts.map(() => int(plan, 0, 364)).sort((a, b) => b - a);
  const batchCache = new Map<number, { m: Material; batches: Batch[] }>();
  const materialOf = (index: number) => {
    let entry = batchCache.get(index);
    if (!entry) {
      entry = { m: materialAt(index), batches: batchesOf(index, options.today) };
      if (batchCache.size < 50_000) batchCache.set(index, entry);
    }
    return entry;
  };
  for (let k = 0; k < lineCounts.length; k++) {
    const r = rngFor(Stream.invoice, k);
    const customer = Math.floor(r() * options.customers);
    const head = invoiceHead(String(9_001_000_001 + k), addDays(options.today, -daysAgo[k]!), customer, 12_000_001 + k, r);
    const transferStatus = r() < 0.02 ? 'NTF' : 'TF';
    for (let line = 1; line <= lineCounts[k]!; line++) {
      const { m, batches } = materialOf(Math.floor(r() * options.materials));
      yield lineRow(head, line, m, pick(r, batches), r, { free: r() < 0.005, transferStatus });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Rayons and branch staff

const rayonsOf: Record<PlantCode, { code: string; type: Product['rayonType']; outlets: OutletType['g1'][] }[]> = {
  '1001': [
    { code: 'JKT01', type: 'ETH', outlets: ['RS', 'KLN', 'PKM'] },
    { code: 'JKT02', type: 'OTC', outlets: ['APT', 'TO'] },
    { code: 'JKT03', type: 'CON', outlets: ['TK', 'MM'] },
    { code: 'JKT04', type: 'NUT', outlets: ['SD'] },
  ],
  '1002': [
    { code: 'SBY01', type: 'ETH', outlets: ['RS', 'KLN', 'PKM'] },
    { code: 'SBY02', type: 'OTC', outlets: ['APT', 'TO'] },
    { code: 'SBY03', type: 'CON', outlets: ['TK', 'MM'] },
    { code: 'SBY04', type: 'NUT', outlets: ['SD'] },
  ],
  '1003': [
    { code: 'BDG01', type: 'ETH', outlets: ['RS', 'KLN', 'PKM', 'APT', 'TO'] },
    { code: 'BDG02', type: 'CON', outlets: ['TK', 'MM', 'SD'] },
  ],
};

/** Sales hierarchy per plant (user names of the demo users). */
const salesChain: Record<PlantCode, { fss: string; slm: string; asm: string; nsm: string; bum: string }> = {
  '1001': { fss: 'fss', slm: 'asm', asm: 'asm', nsm: 'nsm', bum: 'bm' },
  '1002': { fss: 'fss2', slm: 'asm', asm: 'asm', nsm: 'nsm', bum: 'bm' },
  '1003': { fss: 'fss', slm: 'asm', asm: 'asm', nsm: 'nsm', bum: 'bm' },
};

/** K Cabang: [role, user name] per plant; 1003 has no staff users of its own and borrows 1001's. */
const branchStaffOf: Record<PlantCode, [string, string][]> = {
  '1001': [
    ['BRQA', 'brqa'],
    ['CHIEF_DELIVERY', 'chief_delivery'],
    ['CHIEF_WAREHOUSE', 'chief_warehouse'],
  ],
  '1002': [
    ['BRQA', 'brqa2'],
    ['CHIEF_DELIVERY', 'chief_delivery2'],
    ['CHIEF_WAREHOUSE', 'chief_warehouse2'],
  ],
  '1003': [
    ['BRQA', 'brqa'],
    ['CHIEF_DELIVERY', 'chief_delivery'],
    ['CHIEF_WAREHOUSE', 'chief_warehouse'],
  ],
};

// ---------------------------------------------------------------------------------------------
// Seeding

export async function insertAll<T extends keyof DB & string>(trx: Transaction<DB>, table: T, rows: readonly Insertable<DB[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as InsertObject<DB, T>[])
      .execute();
  }
}

/** Streams rows into a table in statements of CHUNK rows. */
async function insertStream<T extends keyof DB & string>(trx: Transaction<DB>, table: T, rows: Iterable<Insertable<DB[T]>>): Promise<number> {
  let buffer: Insertable<DB[T]>[] = [];
  let count = 0;
  for (const row of rows) {
    buffer.push(row);
    if (buffer.length === CHUNK) {
      await insertAll(trx, table, buffer);
      count += buffer.length;
      buffer = [];
    }
  }
  await insertAll(trx, table, buffer);
  return count + buffer.length;
}

function* range<T>(count: number, map: (index: number) => T): Generator<T> {
  for (let i = 0; i < count; i++) yield map(i);
}

/**
 * Inserts the demo master data in one transaction into a database that has the demo plants,
 * clients 800071/800072 and users (seedDemoFoundation) and no master data yet.
 */
export async function seedDemoMasterData(db: Database, options: { today: string; scale?: number }): Promise<void> {
  const { today } = options;
  const scale = options.scale ?? 1;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(dayOf(today))) throw new Error(`today must be YYYY-MM-DD, not ${today}`);
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a positive integer, not ${scale}`);
  const customers = DEMO_CUSTOMERS_PER_SCALE * scale;
  const materials = DEMO_MATERIALS_PER_SCALE * scale;
  const validFrom = addYears(today, -1);
  const validTo = addYears(today, 2);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('clients')
      .values(demoClientWithoutCrp)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await insertAll(trx, 'crp_settings', demoCrpSettings);

    await insertStream(
      trx,
      'customers',
      range(customers, (i) => customerAt(i).row),
    );

    const exclusions: Insertable<DB['material_exclusions']>[] = [];
    const nra = generalNraRules(customers);
    // Materials, their units and batches, a chunk of materials at a time.
    for (let start = 0; start < materials; start += CHUNK) {
      const chunk = Array.from({ length: Math.min(CHUNK, materials - start) }, (_, k) => materialAt(start + k));
      await insertAll(
        trx,
        'materials',
        chunk.map((m) => m.row),
      );
      await insertAll(trx, 'material_uoms', chunk.flatMap(uomRows));
      await insertAll(
        trx,
        'batches',
        chunk.flatMap((m) =>
          batchesOf(m.index, today).map((b) => ({ material_code: m.row.material_code, batch: b.batch, expiry_date: b.expiry, valid: b.valid })),
        ),
      );
      for (const m of chunk) {
        const rules = rulesOfMaterial(m, customers);
        exclusions.push(...rules.exclusions);
        nra.push(...rules.nra);
      }
    }
    await insertAll(trx, 'material_exclusions', exclusions);
    await insertAll(trx, 'nra_rules', nra);

    await insertAll(trx, 'invoice_lines', showcaseLines(today));
    await insertStream(trx, 'invoice_lines', generatedLines({ today, invoices: 1200 * scale, targetLines: 5000 * scale, customers, materials }));

    await insertAll(
      trx,
      'rayon_headers',
      plantCodes.flatMap((plant) =>
        rayonsOf[plant].map((rayon) => ({
          rayon_code: rayon.code,
          rayon_type: rayon.type,
          plant_code: plant,
          ...salesChain[plant],
          valid_from: validFrom,
          valid_to: validTo,
        })),
      ),
    );
    await insertStream(
      trx,
      'rayon_customers',
      range(customers, (i) => {
        const c = customerAt(i);
        const rayon = rayonsOf[c.plant].find((ry) => ry.outlets.includes(c.g1))!;
        return { rayon_code: rayon.code, customer_code: c.row.customer_code, valid_from: validFrom, valid_to: validTo };
      }),
    );
    const rayonDetails = [
      { rayon_type: 'ETH', archi_group: 'ETHICAL', division: 'PHARMA', material_code: null },
      { rayon_type: 'OTC', archi_group: 'OTC', division: 'PHARMA', material_code: null },
      { rayon_type: 'CON', archi_group: 'CONSUMER', division: 'CONSUMER', material_code: null },
      { rayon_type: 'NUT', archi_group: 'NUTRITION', division: 'NUTRITION', material_code: null },
      { rayon_type: 'ETH', archi_group: 'COLD CHAIN', division: 'PHARMA', material_code: materialCode(10) },
      { rayon_type: 'OTC', archi_group: 'OTC NUTRITION', division: 'NUTRITION', material_code: materialCode(5) },
      { rayon_type: 'CON', archi_group: 'CONSUMER HEALTH', division: 'CONSUMER', material_code: materialCode(4) },
    ];
    // Every 25th material is placed on its own, as a principal asks for new lines; the periods
    // before this one show in the lookup as history.
    for (let i = 15; i < materials; i += 25) {
      const m = materialAt(i).row;
      rayonDetails.push({
        rayon_type: m.rayon_type ?? 'ETH',
        archi_group: `${m.division} ${m.ph3 ?? ''}`.trim(),
        division: m.division,
        material_code: m.material_code,
      });
    }
    await insertAll(trx, 'rayon_details', [
      ...rayonDetails.map((d) => ({ ...d, valid_from: validFrom, valid_to: validTo })),
      ...rayonDetails.slice(0, 4).map((d) => ({ ...d, valid_from: addYears(validFrom, -2), valid_to: addDays(validFrom, -1) })),
    ]);

    const userNames = [...new Set(Object.values(branchStaffOf).flatMap((staff) => staff.map(([, userName]) => userName)))];
    const users = new Map(
      (await trx.selectFrom('users').select(['user_id', 'user_name', 'full_name']).where('user_name', 'in', userNames).execute()).map((u) => [u.user_name, u]),
    );
    await insertAll(
      trx,
      'branch_staff',
      plantCodes.flatMap((plant) =>
        branchStaffOf[plant].map(([role, userName], k) => {
          const user = users.get(userName);
          return {
            nik: `${plant}${String(k + 1).padStart(3, '0')}`,
            full_name: user?.full_name ?? userName,
            role,
            plant_code: plant,
            user_id: user?.user_id ?? null,
            valid_from: validFrom,
            valid_to: validTo,
          };
        }),
      ),
    );
    // Staff who have left: kept with their periods, never assigned again (assignment.ts reads the valid ones).
    await insertAll(
      trx,
      'branch_staff',
      plantCodes.flatMap((plant) =>
        formerStaff.map(([role, fullName], k) => ({
          nik: `${plant}9${String(k + 1).padStart(2, '0')}`,
          full_name: `${fullName} (${plant})`,
          role,
          plant_code: plant,
          user_id: null,
          valid_from: addYears(validFrom, -3),
          valid_to: addDays(validFrom, -1 - 30 * k),
        })),
      ),
    );
  });
}

const formerStaff: [string, string][] = [
  ['BRQA', 'Siti Rahmawati'],
  ['CHIEF_DELIVERY', 'Agus Santoso'],
  ['CHIEF_WAREHOUSE', 'Budi Hartono'],
  ['BRQA', 'Dewi Lestari'],
  ['CHIEF_WAREHOUSE', 'Eko Prasetyo'],
];
