import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeSheet, type ExcelColumn } from '../../src/server/modules/reports/excel/index.ts';

interface Row {
  text: string | null;
  day: string | null;
  at: Date | null;
  quantity: number | null;
  amount: number | null;
}

const columns: ExcelColumn<Row>[] = [
  { header: 'Text & <more>', kind: 'text', value: (r) => r.text },
  { header: 'Day', kind: 'date', value: (r) => r.day },
  { header: 'At', kind: 'dateTime', value: (r) => r.at },
  { header: 'Quantity', kind: 'quantity', value: (r) => r.quantity },
  { header: 'Amount', kind: 'idr', value: (r) => r.amount },
];

async function* batchesOf(...batches: Row[][]) {
  for (const batch of batches) yield batch;
}

/** The workbook written, read back by exceljs as a user's spreadsheet would read it. */
async function written(rows: Row[]) {
  const output = new PassThrough();
  const parts: Buffer[] = [];
  output.on('data', (part: Buffer) => parts.push(part));
  const count = await writeSheet(output, 'Sheet <1>', columns, batchesOf(rows.slice(0, 2), rows.slice(2)));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
  return { count, sheet: workbook.worksheets[0]! };
}

const row = (over: Partial<Row>): Row => ({ text: null, day: null, at: null, quantity: null, amount: null, ...over });

describe('an exported sheet', () => {
  it('keeps every value in its Excel type, blank placeholders blank, and its header bold and frozen', async () => {
    const { count, sheet } = await written([
      row({ text: 'Apotek "Sehat" & <Sentosa>', day: '2026-11-26', at: new Date('2026-11-26T17:30:00Z'), quantity: 12.5, amount: 1_234_567 }),
      row({ text: 'bad\u0001char', day: '0001-01-01', at: new Date('1900-01-01T00:00:00Z') }),
      row({ text: '' }),
    ]);
    expect(count).toBe(3);
    expect(sheet.name).toBe('Sheet <1>');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Text & <more>', 'Day', 'At', 'Quantity', 'Amount']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Apotek "Sehat" & <Sentosa>');
    expect(first.getCell(2).value).toEqual(new Date('2026-11-26T00:00:00Z'));
    expect(first.getCell(2).numFmt).toBe('dd/mm/yyyy');
    // 17:30 UTC is half past midnight the next day in Jakarta, as the sheet shows it.
    expect(first.getCell(3).value).toEqual(new Date('2026-11-27T00:30:00Z'));
    expect(first.getCell(3).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(first.getCell(4).value).toBe(12.5);
    expect(first.getCell(5).value).toBe(1_234_567);
    expect(first.getCell(5).numFmt).toBe('#,##0');
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe('bad char');
    expect(second.getCell(2).value).toBeNull();
    expect(second.getCell(3).value).toBeNull();
    expect(sheet.getRow(4).getCell(1).value).toBeNull();
  });

  it('stores whatever starts like a formula as text', async () => {
    const risky = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '=HYPERLINK("http://x")'];
    const { sheet } = await written(risky.map((text) => row({ text })));
    risky.forEach((text, i) => {
      const cell = sheet.getRow(i + 2).getCell(1);
      expect(cell.formula).toBeUndefined();
      expect(cell.text).toBe(text);
    });
  });

  it('stops reading rows when the reader went away', async () => {
    let read = 0;
    let stopped = false;
    async function* endless() {
      try {
        for (;;) {
          read += 1;
          yield Array.from({ length: 500 }, (_, i) => row({ text: `line ${read}-${i}`, quantity: i }));
        }
      } finally {
        stopped = true;
      }
    }
    const output = new Writable({
      highWaterMark: 1024,
      write(_chunk, _encoding, done) {
        setTimeout(done, 5);
      },
    });
    setTimeout(() => output.destroy(), 50);
    await writeSheet(output, 'Gone', columns, endless());
    expect(stopped).toBe(true);
    expect(read).toBeLessThan(50);
  });
});
