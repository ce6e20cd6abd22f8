import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTwoClientInvoice } from '../../../src/server/seed/demoMasterData.ts';
import { todayInJakarta } from '../../../src/shared/today.ts';
import { tokensOf } from '../../fixtures/reportReturns.ts';
import { sheetOf, titlesOf } from '../../fixtures/workbook.ts';
import { cleanReturnBody, uploadPhoto } from '../../fixtures/returns.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/**
 * GET /api/return/xlsx, the Report Header's Excel (spec 000 §2.5, §5, §7): every return of the
 * search, streamed; read back with exceljs: its columns, dates as dates, counts as numbers, a
 * value that starts like a formula as text; the old client's `dataExcel` JSON; refusals and scope.
 */
let t: TestApp;
let tokenOf: (user: string) => Promise<string>;
const today = todayInJakarta();
const injected = ["=cmd|' /C calc'!A0", '+62 21 555 0101', '-2+3', '@SUM(A1:A2)', '\tTabbed', '\rReturned'];
const made: { retNumber: string; remark: string }[] = [];
let twoClients: string;

async function save(remark: string, options: { invoiceNo?: string; lineNumbers?: number[] } = {}) {
  const sales = await tokenOf('sales_service');
  const body = { ...(await cleanReturnBody(t, sales, '101', await uploadPhoto(t, sales), options)), remark };
  const saved = await t.request({ method: 'POST', url: '/api/return', token: sales, payload: body });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data.retNumber as string;
}

beforeAll(async () => {
  t = await startTestApp();
  tokenOf = tokensOf(t);
  for (const remark of injected) made.push({ retNumber: await save(remark), remark });
  twoClients = await save('Two clients', { invoiceNo: demoTwoClientInvoice, lineNumbers: [3, 4] });
});
afterAll(() => t.close());

const xlsx = async (query: Record<string, string>, user = 'sales_service', accept?: string) =>
  t.request({ method: 'GET', url: `/api/return/xlsx?${new URLSearchParams(query)}`, token: await tokenOf(user), ...(accept ? { headers: { accept } } : {}) });

const numbersOf = (sheet: ExcelJS.Worksheet) => Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(1).text);
function rowOf(sheet: ExcelJS.Worksheet, retNumber: string) {
  const titles = titlesOf(sheet);
  for (let n = 2; n <= sheet.rowCount; n++) {
    const row = sheet.getRow(n);
    if (row.getCell(1).text === retNumber) return (title: string) => row.getCell(titles.indexOf(title) + 1);
  }
  throw new Error(`${retNumber} is not on the sheet`);
}

describe('the Report Header as Excel', () => {
  it('holds every return of the search, newest first, with its columns, dates as dates and counts as numbers', async () => {
    const response = await xlsx({ startDate: today, endDate: today, plantCode: '1001' });
    expect(response.headers['content-disposition']).toBe(`attachment; filename="report-header-${today}-${today}.xlsx"`);
    const sheet = await sheetOf(response);
    expect(sheet.name).toBe('Report Header');
    expect(titlesOf(sheet)).toEqual([
      'Return Number',
      'Type Return',
      'Status',
      'Pending Process',
      'Pending User',
      'Invoice Ref Number',
      'Customer Code',
      'Customer Name',
      'Customer Group 3',
      'Address',
      'Reason Code',
      'Reason',
      'Remarks',
      'Sales Office',
      'Plant Code',
      'Plant Name',
      'Created By',
      'Created Date',
      'Items',
      'RTV Number',
      'RTV Date',
      'Print Status',
      'First Print Date',
      'Fareye Status',
      'Fareye Date Time',
      'Fareye Last Error',
      'Last Approval User',
      'Last Approval Date',
      'SO Number',
      'Invoice Return Number',
      'SO Status',
      'SO Last Error',
    ]);
    // The same returns as the list, in its order.
    const listed = (
      await t.request({
        method: 'GET',
        url: `/api/return?startDate=${today}&endDate=${today}&plantCode=1001&pageSize=1000`,
        token: await tokenOf('sales_service'),
      })
    ).json();
    expect(numbersOf(sheet)).toEqual(listed.data.map((r: { retNumber: string }) => r.retNumber));
    const cell = rowOf(sheet, twoClients);
    expect(cell('Status').text).toBe('In Progress');
    // The names the screen shows, never the codes (issue 30 item 21).
    expect(cell('Type Return').text).toBe('Without RTV');
    expect(cell('Created By').text).toBe('Dewi Anggraini');
    expect(cell('Pending Process').text).toBe('Pending On FSS/ASM/BM');
    expect(cell('Print Status').text).toBe('Not Printed');
    expect(cell('Fareye Status').text).toBe('Not Send');
    expect(cell('SO Status').text).toBe('-');
    expect(cell('Items').value).toBe(2);
    expect(cell('Created Date').numFmt).toBe('dd/mm/yyyy hh:mm');
    const created = (await t.db.selectFrom('returns').select('created_at').where('ret_number', '=', twoClients).executeTakeFirstOrThrow()).created_at;
    // The registration in Jakarta time, as Excel shows it.
    expect(cell('Created Date').value).toEqual(new Date(created.getTime() + 7 * 3_600_000));
    expect(cell('Customer Name').text).toBe('Apotek Sehat Sentosa');
  });

  it('keeps a value that starts like a formula as text', async () => {
    const sheet = await sheetOf(await xlsx({ startDate: today, endDate: today, plantCode: '1001' }));
    for (const { retNumber, remark } of made) {
      const cell = rowOf(sheet, retNumber)('Remarks');
      expect(cell.formula, JSON.stringify(remark)).toBeUndefined();
      expect([ExcelJS.ValueType.RichText, ExcelJS.ValueType.String], JSON.stringify(remark)).toContain(cell.type);
      // An XML reader takes a carriage return for a line feed: the text is the same.
      expect(cell.text).toBe(remark.replace(/\r/g, '\n'));
    }
  });

  it('answers the old client asking JSON with dataExcel, the rows of the list', async () => {
    const response = await xlsx({ startDate: today, endDate: today, plantCode: '1001', retNumber: twoClients }, 'sales_service', 'application/json');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const { dataExcel } = response.json();
    expect(dataExcel).toHaveLength(1);
    // The fields of the list's row, and only those (the sheet's remarks are no field of it).
    expect(dataExcel[0]).not.toHaveProperty('remark');
    expect(dataExcel[0]).toMatchObject({
      retNumber: twoClients,
      approvalStatus: 'W',
      stepName: 'Pending On FSS/ASM/BM',
      items: 2,
      lifecycle: { value: { inProgress: 'sales' } },
    });
    const empty = await xlsx({ startDate: '2020-01-01', endDate: '2020-01-01', plantCode: '1001' }, 'sales_service', 'application/json');
    expect(empty.json()).toEqual({ dataExcel: [] });
    // A browser asking the workbook gets the workbook.
    expect(
      (
        await xlsx(
          { startDate: today, endDate: today, plantCode: '1001' },
          'sales_service',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json',
        )
      ).headers['content-type'],
    ).toContain('spreadsheetml');
  });

  it('needs both registration dates and a plant, and is not for DISPLAY_ONLY', async () => {
    expect((await xlsx({ endDate: today, plantCode: '1001' })).json()).toMatchObject({
      status: 400,
      detail: 'Please Input Registration Date!',
      field: 'startDate',
    });
    expect((await xlsx({ startDate: today, plantCode: '1001' })).json()).toMatchObject({
      status: 400,
      detail: 'Please Input Registration Date!',
      field: 'endDate',
    });
    expect((await xlsx({ startDate: today, endDate: today })).json()).toMatchObject({ status: 400, detail: 'Please select plant', field: 'plantCode' });
    expect((await xlsx({ startDate: today, endDate: today, plantCode: '1001' }, 'operation_ho')).json()).toMatchObject({
      status: 400,
      detail: 'Please select Client',
      field: 'clientCode',
    });
    expect((await xlsx({ startDate: today, endDate: today, plantCode: '1001' }, 'display_only')).statusCode).toBe(403);
  });

  it('never holds returns of other plants or other clients', async () => {
    for (const user of ['fss2', 'chief_delivery2']) {
      const sheet = await sheetOf(await xlsx({ startDate: today, endDate: today, plantCode: '1001,1002' }, user));
      expect(numbersOf(sheet), user).toEqual([]);
      const json = await xlsx({ startDate: today, endDate: today, plantCode: '1001,1002' }, user, 'application/json');
      expect(json.json().dataExcel, user).toEqual([]);
    }
    // client2 holds client 800072: the return with a line of it, and no other.
    const ofClient2 = await sheetOf(await xlsx({ startDate: today, endDate: today, plantCode: '1001' }, 'client2'));
    expect(numbersOf(ofClient2)).toEqual([twoClients]);
    expect(rowOf(ofClient2, twoClients)('Items').value).toBe(1);
  });
});
