import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
type Page = { pageNo: number; pageSize: number; totalRecord: number; data: Row[] };

const tokens = new Map<string, string>();
const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;
const get = async (url: string, user = 'operation_ho') => t.request({ method: 'GET', url: `/api${url}`, token: await tokenOf(user) });
const list = async (url: string, user = 'operation_ho'): Promise<Page> => {
  const answer = await get(url, user);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
/** Every row of the list, a thousand a page. */
async function everyRow(url: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await list(`${url}&pageSize=1000&pageNo=${pageNo}`);
    rows.push(...page.data);
    if (rows.length >= page.totalRecord || !page.data.length) return rows;
  }
}

// Every lookup of forms/masterdata, under the API path of its folder's name.
const forms = readdirSync('forms/masterdata');
const schemaOf = (form: string, which: 'row' | 'search') => JSON.parse(readFileSync(`forms/masterdata/${form}/${which}.schema.json`, 'utf8'));
const ajv = new Ajv2020({ allErrors: true });
addFormats(ajv, { keywords: true });

describe('every master-data lookup', () => {
  it.each(forms)('/%s answers rows of its forms/ row schema, a page at a time', async (form) => {
    const valid = ajv.compile(schemaOf(form, 'row'));
    const all = await list(`/${form}?pageSize=1000`);
    expect(all.totalRecord).toBeGreaterThan(0);
    for (const row of all.data) expect(valid(row), JSON.stringify(valid.errors)).toBe(true);

    const second = await list(`/${form}?pageNo=2&pageSize=2`);
    expect(second).toMatchObject({ pageNo: 2, pageSize: 2, totalRecord: all.totalRecord });
    expect(second.data).toEqual(all.data.slice(2, 4));
  });

  it.each(forms)('/%s sorts by any field of its rows, both ways, and refuses another', async (form) => {
    const fields = Object.keys(schemaOf(form, 'row').properties);
    for (const field of fields) {
      const up = await everyRow(`/${form}?sortBy=${field}&sortDir=asc`);
      const down = await everyRow(`/${form}?sortBy=${field}&sortDir=desc`);
      const values = (rows: Row[]) => rows.map((r) => r[field]);
      // Ties keep the list's own order either way, so compare the values, not the rows.
      expect(values(down), field).toEqual([...values(up)].reverse());
      const numbers = values(up).filter((v): v is number => typeof v === 'number');
      expect(numbers, field).toEqual([...numbers].sort((a, b) => a - b));
    }
    for (const field of ['noSuchField', 'constructor']) {
      const refused = await get(`/${form}?sortBy=${field}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'sortBy' });
    }
  });

  it.each(forms)('/%s is closed to a role without master data', async (form) => {
    expect((await get(`/${form}`, 'fss')).statusCode).toBe(403);
  });
});

/** Every row of the answer to `query` passes `holds`, and there is at least one. */
async function allRows(url: string, holds: (row: Row) => boolean, user = 'operation_ho') {
  const page = await list(`${url}${url.includes('?') ? '&' : '?'}pageSize=1000`, user);
  expect(page.data.length, url).toBeGreaterThan(0);
  expect(page.totalRecord).toBe(page.data.length);
  for (const row of page.data) expect(holds(row), `${url}: ${JSON.stringify(row)}`).toBe(true);
  return page.data;
}

const today = new Date().toISOString().slice(0, 10);

describe('the search fields', () => {
  it('R Detail: rayon type from its start, archi group and division anywhere, material by code or name, validity', async () => {
    await allRows('/rdetail?rayonType=et', (r) => r.rayonType === 'ETH');
    await allRows('/rdetail?archiGroup=chain', (r) => r.archiGroup === 'COLD CHAIN');
    await allRows('/rdetail?division=nutri', (r) => r.division === 'NUTRITION');
    const [one] = await allRows('/rdetail?material=10000011', (r) => r.material === '10000011');
    await allRows(`/rdetail?material=${encodeURIComponent(String(one!.materialName).slice(0, 8))}`, (r) =>
      String(r.materialName).startsWith(String(one!.materialName).slice(0, 8)),
    );
    // Valid today: the history before this period is left out; asked before it, it shows.
    const current = await allRows(`/rdetail?validFrom=${today}&validTo=${today}`, (r) => String(r.validFrom) <= today && String(r.validTo) >= today);
    const all = await list('/rdetail?pageSize=1000');
    expect(all.totalRecord).toBeGreaterThan(current.length);
  });

  it('RH Header: rayon code and type from their start, plant, FSS and SLM by name', async () => {
    await allRows('/rhheader?rayonCode=jkt', (r) => String(r.rayonCode).startsWith('JKT'));
    await allRows('/rhheader?plant=1002', (r) => r.plant === '1002' && r.plantName === 'Surabaya Branch');
    const [first] = (await list('/rhheader')).data;
    await allRows(`/rhheader?FSS=${encodeURIComponent(String(first!.FSS))}`, (r) => String(r.FSS).includes(String(first!.FSS)));
    await allRows(
      `/rhheader?SLM=${encodeURIComponent(String(first!.SLM))}&rayonType=${first!.rayonType}`,
      (r) => r.SLM === first!.SLM && r.rayonType === first!.rayonType,
    );
  });

  it('RH Detail: rayon code and customer code from their start, validity', async () => {
    await allRows('/rhdetail?rayonCode=SBY01', (r) => r.rayonCode === 'SBY01');
    await allRows('/rhdetail?customerCode=3000000', (r) => String(r.customerCode).startsWith('3000000'));
    await allRows(`/rhdetail?validFrom=${today}`, (r) => String(r.validTo) >= today);
    expect((await list('/rhdetail?validTo=2000-01-01')).totalRecord).toBe(0);
  });

  it('K Cabang: NIK, name, role, plant and validity; staff who left show only when asked for their time', async () => {
    await allRows('/kacab?plant=1001&role=brqa', (r) => r.plant === '1001' && r.role === 'BRQA');
    await allRows('/kacab?fullName=kartika', (r) => String(r.fullName).toLowerCase().includes('kartika'));
    await allRows('/kacab?NIK=1002', (r) => String(r.NIK).startsWith('1002'));
    const now = await allRows(`/kacab?validFrom=${today}`, (r) => String(r.validTo) >= today);
    expect(now.some((r) => String(r.fullName).includes('Siti Rahmawati'))).toBe(false);
    const all = await allRows('/kacab', () => true);
    expect(all.some((r) => String(r.fullName).includes('Siti Rahmawati'))).toBe(true);
  });

  it('Alt Uom: material by code or name, unit, numerator and denominator', async () => {
    await allRows('/uom?uom=ctn&nemurator=48', (r) => r.uom === 'CTN' && r.numerator === 48);
    await allRows('/uom?denumerator=1&uom=LSN', (r) => r.denominator === 1 && r.uom === 'LSN');
    await allRows('/uom?materialName=10000001', (r) => r.material === '10000001');
  });

  it('Plant: code, name and the user who changed it', async () => {
    await allRows('/plant?plantName=surabaya', (r) => r.plantCode === '1002');
    await allRows('/plant?plantCode=100', (r) => String(r.plantCode).startsWith('100'));
    expect((await list('/plant?updateUser=nobody')).totalRecord).toBe(0);
  });

  it('CRP RGP: client, returnable or not, CRP before and after', async () => {
    const [setting] = await allRows('/crprgp?clientCode=800071', (r) => r.clientCode === '800071');
    await allRows(`/crprgp?crpBefore=${setting!.crpBefore}&crpAfter=${setting!.crpAfter}`, (r) => r.crpBefore === setting!.crpBefore);
    const returnable = await list('/crprgp?nonReturnable=false&pageSize=100');
    const not = await list('/crprgp?nonReturnable=true&pageSize=100');
    expect(returnable.data.every((r) => r.nonReturnable === false)).toBe(true);
    expect(not.data.every((r) => r.nonReturnable === true)).toBe(true);
    expect(returnable.totalRecord + not.totalRecord).toBe((await list('/crprgp')).totalRecord);
  });

  it('Customer: code, name, NPWP and the two groups', async () => {
    await allRows('/customer?customerName=apotek%20sehat', (r) => String(r.customerName).toLowerCase().includes('apotek sehat'));
    await allRows('/customer?group1=RS&group2=GOV', (r) => r.customerGroup1 === 'RS' && r.customerGroup2 === 'GOV');
    const [first] = (await list('/customer')).data;
    await allRows(`/customer?npwp=${encodeURIComponent(String(first!.npwp))}`, (r) => r.npwp === first!.npwp);
    await allRows('/customer?customerCode=30000001', (r) => String(r.customerCode).startsWith('30000001'));
  });

  it('SAP Invoice Old: day, client, invoice, plant name, customer and tax invoice', async () => {
    const [line] = (await list('/invoiceold')).data;
    await allRows(`/invoiceold?date=${line!.transactionDate}`, (r) => r.transactionDate === line!.transactionDate);
    await allRows(`/invoiceold?invoiceNo=${line!.invoiceNo}`, (r) => r.invoiceNo === line!.invoiceNo);
    await allRows(`/invoiceold?taxInvoice=${line!.taxInvoiceNo}`, (r) => r.taxInvoiceNo === line!.taxInvoiceNo);
    await allRows('/invoiceold?plantName=bandung&clientCode=800072', (r) => r.plantCode === '1003' && r.clientCode === '800072');
    await allRows(`/invoiceold?customerName=${encodeURIComponent(String(line!.customerName).toUpperCase())}`, (r) => r.customerName === line!.customerName);
    expect((await get('/invoiceold?invoiceNo=81A')).statusCode).toBe(400);
  });

  it('SAP Tax Old: day, billing document, tax invoice and VAT registration', async () => {
    const [line] = (await list('/taxold')).data;
    await allRows(`/taxold?date=${line!.billingDate}&billingDoc=${line!.billingDoc}`, (r) => r.billingDoc === line!.billingDoc);
    await allRows(`/taxold?taxInvoiceNumber=${line!.taxInvoiceNumber}`, (r) => r.taxInvoiceNumber === line!.taxInvoiceNumber);
    await allRows(`/taxold?vatRegNo=${encodeURIComponent(String(line!.vatRegNo))}`, (r) => r.vatRegNo === line!.vatRegNo);
  });

  it('takes an empty field as no filter, as the old screens sent them', async () => {
    const all = await list('/rdetail');
    expect(await list('/rdetail?rayonType=&archiGroup=&division=&material=&validFrom=&validTo=')).toEqual(all);
  });

  it('refuses what no field can hold, naming the field', async () => {
    for (const [url, field] of [
      ['/rdetail?validFrom=2026-02-30', 'validFrom'],
      ['/uom?nemurator=-1', 'nemurator'],
      ['/customer?customerName=' + 'x'.repeat(101), 'customerName'],
      ['/crprgp?nonReturnable=maybe', 'nonReturnable'],
    ] as const) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.body, url).toContain(field);
    }
  });
});

describe('plant scope', () => {
  it.each([
    ['/rhheader', 'plant'],
    ['/rhdetail', 'plant'],
    ['/kacab', 'plant'],
    ['/plant', 'plantCode'],
    ['/customer', 'plantCode'],
    ['/invoiceold', 'plantCode'],
    ['/taxold', 'plantCode'],
  ])('%s shows a user of plant 1001 only its rows', async (url, plantField) => {
    const mine = await allRows(url, (r) => r[plantField] === '1001', 'sales_service');
    const everyone = await list(`${url}?pageSize=1000`);
    expect(everyone.totalRecord).toBeGreaterThan(mine.length);
    // Asking for another plant's rows finds none.
    if (url === '/rhheader' || url === '/kacab') expect((await list(`${url}?plant=1002`, 'sales_service')).totalRecord).toBe(0);
  });
});

describe('the old SAP details', () => {
  it.each([
    ['/invoiceold', 'invoiceOldId'],
    ['/taxold', 'taxOldId'],
  ])('%s/{id} answers the line of the list, and nothing out of the plants or not there', async (url, idField) => {
    const [line] = (await list(url)).data;
    const detail = await get(`${url}/${line![idField]}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual(line);

    const [elsewhere] = (await list(`${url}?sortBy=plantCode&sortDir=desc`)).data;
    expect(elsewhere!.plantCode).not.toBe('1001');
    expect((await get(`${url}/${elsewhere![idField]}`, 'sales_service')).statusCode).toBe(404);
    expect((await get(`${url}/2147483647`)).statusCode).toBe(404);
    expect((await get(`${url}/0`)).statusCode).toBe(400);
  });
});
