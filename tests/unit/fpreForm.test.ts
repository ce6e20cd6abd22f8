import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { buildFpreForms, type FpreFormData, type FpreFormLine } from '../../src/server/modules/delivery/fpreForm.ts';

const line = (n: number, overrides: Partial<FpreFormLine> = {}): FpreFormLine => ({
  line: n * 10,
  materialCode: '10000001',
  materialName: 'Paracetamol 500 mg tablet strip 10 x 10',
  batch: 'B2026-0001',
  expiredDate: '2027-03-31',
  qty: 1.25,
  returnUom: 'BOX',
  remark: null,
  ...overrides,
});

const form = (retNumber: string, lines: FpreFormLine[]): FpreFormData => ({
  retNumber,
  invoiceNo: '9000000010',
  docDate: new Date('2026-11-02T03:00:00Z'),
  reasonCode: '101',
  reasonName: 'Damaged in transport',
  customerCode: '30000001',
  customerName: 'Apotek Sehat Sentosa',
  address: 'Jl. Merdeka No. 12, Jakarta Pusat',
  plantCode: '1001',
  plantName: 'Jakarta Branch',
  printDate: null,
  lines,
});

const pagesOf = async (forms: FpreFormData[]) => (await PDFDocument.load(await buildFpreForms(forms))).getPageCount();

describe('FPRE print form (PDF)', () => {
  it('fits a short table and the signature boxes on one page, also with no line at all', async () => {
    expect(await pagesOf([form('APL100126000001', [line(1), line(2)])])).toBe(1);
    expect(await pagesOf([form('APL100126000001', [])])).toBe(1);
  });

  it('flows a long table onto further pages', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => line(i + 1, { remark: i % 2 ? 'Outer box crushed on the left side, inner strips intact' : null }));
    expect(await pagesOf([form('APL100126000001', lines)])).toBeGreaterThanOrEqual(3);
  });

  it('starts each return of a combined form on a page of its own', async () => {
    const long = form(
      'APL100126000001',
      Array.from({ length: 60 }, (_, i) => line(i + 1)),
    );
    const short = form('APL100126000002', [line(1)]);
    expect(await pagesOf([long, short, short])).toBe((await pagesOf([long])) + 2);
  });

  it('replaces what the standard fonts cannot encode instead of failing', async () => {
    const odd = form('APL100126000001', [line(1, { materialName: '東京の薬 ≥ 10 mg 🙂', remark: 'tab\there\r\nnew line ≤ ≠ →' })]);
    const words = { ...odd, customerName: 'Ｓｅｈａｔ 薬局', address: 'Ĳssel 𝟙 — Ω' };
    expect(await pagesOf([words])).toBe(1);
    expect(await pagesOf([form('APL100126000001', [line(1, { materialName: 'X'.repeat(500), batch: '東'.repeat(80) })])])).toBe(1);
  });
});
