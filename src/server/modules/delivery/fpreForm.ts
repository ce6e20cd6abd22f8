import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import { fpreCode } from '../../../shared/fpreCode.ts';
import { code128Bars } from './fpreBarcode.ts';
import { fitted, wrapped } from './pdfText.ts';

/** One active line of a return as the form lists it. */
export interface FpreFormLine {
  line: number;
  materialCode: string;
  materialName: string;
  batch: string;
  expiredDate: string | null;
  qty: number;
  returnUom: string;
  remark: string | null;
}

/** What the FPRE print form of one return shows: plain data, read by fpreFormData.ts. */
export interface FpreFormData {
  retNumber: string;
  invoiceNo: string | null;
  docDate: Date;
  reasonCode: string | null;
  reasonName: string | null;
  customerCode: string;
  customerName: string;
  address: string | null;
  plantCode: string;
  plantName: string;
  /** The last print (Print or Reprint on the Chief Delivery list); null before the first. */
  printDate: Date | null;
  lines: FpreFormLine[];
}

const [pageWidth, pageHeight] = [595.28, 841.89]; // A4
const margin = 36;
const contentWidth = pageWidth - 2 * margin;
const bottom = 48;
const grey = rgb(0.35, 0.35, 0.35);
const border = { borderColor: rgb(0.2, 0.2, 0.2), borderWidth: 0.5 };

const columns = [
  { title: 'Line', width: 28, align: 'right' },
  { title: 'Material Code', width: 62 },
  { title: 'Material Name', width: 150 },
  { title: 'Batch', width: 62 },
  { title: 'Exp Date', width: 54 },
  { title: 'Qty', width: 46, align: 'right' },
  { title: 'UOM', width: 36 },
  { title: 'Remarks', width: contentWidth - 438 },
] as const;
/** The room the code takes at the top right, and the blank modules a scanner needs on each side. */
const codeWidth = 250;
const quietModules = 10;
const cellSize = 8;
const cellLine = 10;
const pad = 3;
const signatures = ['Customer', 'Driver / Expedition', 'Chief Delivery', 'Chief Warehouse'];
const signatureHeight = 84;
const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws one form onto as many pages as its table needs, each with the form's title and a footer. */
class FormWriter {
  private readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  /** Where the table began on the current page, to draw its column rules down to `y`. */
  private tableTop = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly form: FpreFormData,
  ) {}

  write(): void {
    this.newPage(false);
    this.header();
    this.tableHead();
    for (const line of this.form.lines) this.row(line);
    this.columnRules();
    if (!this.form.lines.length) {
      this.text('No active lines.', margin + pad, this.y - 12, cellSize, this.fonts.regular, contentWidth);
      this.y -= 18;
    }
    if (this.y - 24 - signatureHeight < bottom) this.newPage(false);
    this.signatures();
    this.pages.forEach((page, i) => {
      this.text(`FPRE ${this.form.retNumber}`, margin, 24, 7, this.fonts.regular, 200, page);
      const label = `Page ${i + 1} of ${this.pages.length}`;
      page.drawText(label, { x: pageWidth - margin - this.fonts.regular.widthOfTextAtSize(label, 7), y: 24, size: 7, font: this.fonts.regular, color: grey });
    });
  }

  private text(value: string, x: number, y: number, size: number, font: PDFFont, width: number, page = this.page): void {
    page.drawText(fitted(font, size, value, width), { x, y, size, font });
  }

  private newPage(tableContinues: boolean): void {
    this.page = this.doc.addPage([pageWidth, pageHeight]);
    this.pages.push(this.page);
    const top = pageHeight - margin;
    this.text('FPRE', margin, top - 18, 20, this.fonts.bold, 120);
    const subtitle = this.pages.length === 1 ? 'Form Pengembalian Retur Ekspedisi' : 'Form Pengembalian Retur Ekspedisi (continued)';
    this.text(subtitle, margin, top - 32, 9, this.fonts.regular, 300);
    this.code(top);
    this.page.drawLine({ start: { x: margin, y: top - 40 }, end: { x: pageWidth - margin, y: top - 40 }, thickness: 1 });
    this.y = top - 52;
    if (tableContinues) this.tableHead();
  }

  /**
   * The return's code (its number and this print) as Code 128 at the top right, for the dock's
   * handheld scanner and camera, with the return number in type beneath it for a person.
   */
  private code(top: number): void {
    const code = fpreCode(this.form.retNumber, this.form.printDate);
    const bars = code128Bars(code);
    const module = Math.min(1, (codeWidth - 2 * quietModules) / bars.modules);
    const right = pageWidth - margin - quietModules * module;
    let x = right - bars.modules * module;
    for (const [i, width] of bars.widths.entries()) {
      if (i % 2 === 0) this.page.drawRectangle({ x, y: top - 25, width: width * module, height: 29, color: rgb(0, 0, 0) });
      x += width * module;
    }
    const number = fitted(this.fonts.bold, 10, this.form.retNumber, codeWidth);
    this.page.drawText(number, { x: right - this.fonts.bold.widthOfTextAtSize(number, 10), y: top - 35, size: 10, font: this.fonts.bold });
  }

  /** The return's header in two columns of label and value; long values wrap. */
  private header(): void {
    const f = this.form;
    const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(' - ');
    const rows: [string, string, string, string][] = [
      ['APL Return Number', f.retNumber, 'Customer', join(f.customerCode, f.customerName)],
      ['Invoice Ref No', f.invoiceNo ?? '', 'Address', f.address ?? ''],
      ['Doc Date', formatDate(f.docDate), 'Plant', join(f.plantCode, f.plantName)],
      ['Reason', join(f.reasonCode, f.reasonName), 'Print Date', formatDateTime(f.printDate)],
    ];
    const half = contentWidth / 2;
    for (const [leftLabel, leftValue, rightLabel, rightValue] of rows) {
      const left = wrapped(this.fonts.regular, 9, leftValue, half - 100, 2);
      const right = wrapped(this.fonts.regular, 9, rightValue, half - 70, 3);
      this.text(leftLabel, margin, this.y, 9, this.fonts.bold, 95);
      this.text(rightLabel, margin + half, this.y, 9, this.fonts.bold, 65);
      left.forEach((l, i) => this.page.drawText(l, { x: margin + 100, y: this.y - i * 11, size: 9, font: this.fonts.regular }));
      right.forEach((l, i) => this.page.drawText(l, { x: margin + half + 70, y: this.y - i * 11, size: 9, font: this.fonts.regular }));
      this.y -= Math.max(1, left.length, right.length) * 11 + 4;
    }
    this.y -= 8;
  }

  private cells(values: string[][], font: PDFFont, fill?: ReturnType<typeof rgb>): void {
    const height = Math.max(...values.map((v) => v.length), 1) * cellLine + 2 * pad;
    if (fill) this.page.drawRectangle({ x: margin, y: this.y - height, width: contentWidth, height, color: fill });
    this.rule(this.y - height);
    let x = margin;
    columns.forEach((column, i) => {
      values[i]!.forEach((line, n) => {
        const shift = 'align' in column ? column.width - 2 * pad - font.widthOfTextAtSize(line, cellSize) : 0;
        this.page.drawText(line, { x: x + pad + shift, y: this.y - pad - cellSize - n * cellLine, size: cellSize, font });
      });
      x += column.width;
    });
    this.y -= height;
  }

  private rule(y: number): void {
    this.page.drawLine({ start: { x: margin, y }, end: { x: margin + contentWidth, y }, thickness: border.borderWidth, color: border.borderColor });
  }

  /** The vertical rules of the table on the current page, from its top down to `y`. */
  private columnRules(): void {
    let x = margin;
    for (const width of [0, ...columns.map((c) => c.width)]) {
      x += width;
      this.page.drawLine({ start: { x, y: this.tableTop }, end: { x, y: this.y }, thickness: border.borderWidth, color: border.borderColor });
    }
  }

  private tableHead(): void {
    this.tableTop = this.y;
    this.rule(this.y);
    this.cells(
      columns.map((c) => [fitted(this.fonts.bold, cellSize, c.title, c.width - 2 * pad)]),
      this.fonts.bold,
      rgb(0.9, 0.9, 0.9),
    );
  }

  private row(line: FpreFormLine): void {
    const { regular } = this.fonts;
    const values = [
      String(line.line),
      line.materialCode,
      line.materialName,
      line.batch,
      formatDate(line.expiredDate),
      quantity.format(line.qty),
      line.returnUom,
      line.remark ?? '',
    ];
    const lines = values.map((v, i) => wrapped(regular, cellSize, v, columns[i]!.width - 2 * pad, 4));
    const height = Math.max(...lines.map((l) => l.length), 1) * cellLine + 2 * pad;
    if (this.y - height < bottom) {
      this.columnRules();
      this.newPage(true);
    }
    this.cells(lines, regular);
  }

  /** Four boxes to sign: the customer hands over, the expedition carries, delivery and warehouse receive. */
  private signatures(): void {
    const gap = 10;
    const width = (contentWidth - gap * (signatures.length - 1)) / signatures.length;
    const top = this.y - 24;
    signatures.forEach((title, i) => {
      const x = margin + i * (width + gap);
      this.page.drawRectangle({ x, y: top - signatureHeight, width, height: signatureHeight, ...border });
      const label = fitted(this.fonts.bold, 8, title, width - 2 * pad);
      this.page.drawText(label, { x: x + (width - this.fonts.bold.widthOfTextAtSize(label, 8)) / 2, y: top - 12, size: 8, font: this.fonts.bold });
      this.page.drawLine({ start: { x: x + 8, y: top - signatureHeight + 20 }, end: { x: x + width - 8, y: top - signatureHeight + 20 }, thickness: 0.5 });
      this.page.drawText('Name / Date', { x: x + 8, y: top - signatureHeight + 8, size: 7, font: this.fonts.regular, color: grey });
    });
    this.y = top - signatureHeight;
  }
}

/**
 * The FPRE print form of each return in the given order, in one PDF: each form starts on a new
 * page and its table of lines flows onto further pages, which repeat the title and table head.
 * Pure: no I/O, the same data gives the same pages.
 */
export async function buildFpreForms(forms: readonly FpreFormData[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(forms.length === 1 ? `FPRE ${forms[0]!.retNumber}` : 'FPRE');
  doc.setCreator('Goods-return management');
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  for (const form of forms) new FormWriter(doc, fonts, form).write();
  return doc.save();
}
