import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDate, formatDateTime, formatIdr } from '../../../shared/format.ts';
import { fitted, wrapped } from '../delivery/index.ts';
import type { ReportItem } from './reportItem.ts';

/**
 * The item report as an A4 PDF, one page unless its remarks are long (the PDF button of Report Return Detail, spec 000 §2.5):
 * the same fields as the screen, in English like the FPRE form. Pure: the same item and time give
 * the same page.
 */

const [pageWidth, pageHeight] = [595.28, 841.89];
const margin = 36;
const contentWidth = pageWidth - 2 * margin;
const grey = rgb(0.35, 0.35, 0.35);
const size = 8;
const lineHeight = 10;
const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

const statusLabels: Record<string, string> = { D: 'Draft', W: 'In Progress', A: 'Completed', R: 'Rejected' };
const decisionLabels: Record<string, string> = { A: 'Approved', R: 'Rejected' };

/** The CRP flag as spec 000 §4 labels it. */
export function crpLabel(crprgp: string, nra: string): string {
  if (crprgp === 'Y') return nra === 'Y' ? 'Non Returnable' : 'Within CRP';
  return crprgp === 'N' ? 'Non CRP' : 'N/A';
}

const qty = (value: number | null, uom: string | null) => (value === null ? '' : `${quantity.format(value)} ${uom ?? ''}`.trim());
const hours = (value: number | null) => (value === null ? '' : `${quantity.format(value)} h`);

type Pair = [label: string, value: string];

/** The report's sections of label and value, in the screen's order. */
function sectionsOf(i: ReportItem): [title: string, pairs: Pair[]][] {
  return [
    [
      'Return',
      [
        ['APL Return Number', i.ret_number],
        ['Line', String(i.line)],
        ['RTV No', i.rtv_no ?? ''],
        ['RTV Date', formatDate(i.rtv_date)],
        ['RTV Receiving Date', formatDate(i.rtv_receiving_date)],
        ['Invoice Ref No', i.invoice_ref_no ?? ''],
        ['Customer', `${i.customer_code} - ${i.customer_name}`],
        ['Sales Office', i.sales_office],
        ['Plant', `${i.plant_code} - ${i.plant_name}`],
        ['Reason', i.reason_name ?? ''],
        ['Created', formatDateTime(i.create_datetime)],
        ['Status', i.status === 'A' && i.status_reject ? 'Rejected' : (statusLabels[i.status] ?? i.status)],
        ['Pending Process', i.step_code ?? ''],
        ['SO Number', i.soNo ?? ''],
        ['Invoice Return No', i.invoiceReturnNo ?? ''],
        ['Last Printed', formatDateTime(i.last_printed_datetime)],
      ],
    ],
    [
      'Material',
      [
        ['Client', `${i.client_code} - ${i.client_name}`],
        ['Material Code', i.material_code],
        ['Material Name', i.material_name],
        ['Material Remarks', i.material_remarks ?? ''],
        ['Division', i.division ?? ''],
        ['PH3', i.PH3 ?? ''],
        ['Non Fraction (Full Box)', i.non_fraction],
        ['Requested Qty', qty(i.return_qty, i.return_uom)],
        ['Base Qty', qty(i.base_return_qty, i.base_uom)],
        ['Available Qty', qty(i.available_qty, i.return_uom)],
        ['Actual Qty', qty(i.actual_qty, i.actual_uom)],
        ['Net Price', formatIdr(i.net_price)],
        ['Batch', i.batch],
        ['Exp Date', formatDate(i.exp_date)],
        ['Storage Location', i.sloc ?? ''],
        ['Product Type', i.type_prod ?? ''],
        ['Temperature', i.temp ?? ''],
        ['Material Status', statusLabels[i.material_status] ?? i.material_status],
        ['Attachment', i.attachment_id ? 'Attached' : 'No image attached!'],
      ],
    ],
    [
      'CRP and lead times',
      [
        ['CRP Status at Creation', crpLabel(i.crprgp, i.nra)],
        ['CRP Before', i.crp_before === null ? '' : `${i.crp_before} days`],
        ['CRP After', i.crp_after === null ? '' : `${i.crp_after} days`],
        ['Remaining CRP', i.remaing === null ? '' : `${i.remaing} days`],
        ['Lead Time Sales', hours(i.lt_sales)],
        ['Lead Time Client', hours(i.lt_client)],
        ['Lead Time Chief Delivery', hours(i.lt_cd)],
        ['Lead Time Chief Warehouse', hours(i.lt_cw)],
        ['Overall Lead Time', hours(i.overall_leadtime)],
      ],
    ],
  ];
}

/** The approval blocks as table rows: step, user, date-time, status, remarks. */
function approvalsOf(i: ReportItem): string[][] {
  const row = (step: string, user: string | null, time: string | null, status: string | null, remarks: string | null) => [
    step,
    user ?? '',
    formatDateTime(time),
    status ? (decisionLabels[status] ?? status) : '',
    remarks ?? '',
  ];
  return [
    row('FSS/ASM/NSM/BM', i.sales_approval_user, i.sales_approval_time, i.sales_approval_status, i.sales_remarks),
    row('BRQA', i.approvalBRQA_user_name, i.approvalBRQA_date, i.approvalBRQA, i.approvalBRQA_remarks),
    row('Client', i.client_approval_user, i.client_approval_time, i.client_approval_status, i.client_remarks),
    row('QA HO', i.approvalQAHO_user_name, i.approvalQAHO_date, i.approvalQAHO, i.approvalQAHO_remarks),
    row('QA Client', i.approvalQACLIENT_user_name, i.approvalQACLIENT_date, i.approvalQACLIENT, i.approvalQACLIENT_remarks),
    row('Chief Warehouse', i.cw_approval_user, i.cw_approval_time, i.cw_approval_status, i.cw_remarks),
  ];
}

const approvalColumns = [
  { title: 'Step', width: 90 },
  { title: 'User', width: 90 },
  { title: 'Date Time', width: 80 },
  { title: 'Status', width: 60 },
  { title: 'Remarks', width: contentWidth - 320 },
];

const bottom = 40;

/** Writes the report top down; a part that would run past the bottom starts a new page. */
class ReportWriter {
  private page: PDFPage;
  private y = pageHeight - margin;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage([pageWidth, pageHeight]);
  }

  /** Room for `height` more on this page, or a new page (long remarks can fill one). */
  private room(height: number): void {
    if (this.y - height >= bottom) return;
    this.page = this.doc.addPage([pageWidth, pageHeight]);
    this.y = pageHeight - margin;
  }

  text(value: string, x: number, y: number, textSize: number, font: PDFFont, width: number): void {
    this.page.drawText(fitted(font, textSize, value, width), { x, y, size: textSize, font });
  }

  title(retNumber: string, line: number): void {
    const top = this.y;
    this.text('Report Return Detail', margin, top - 18, 18, this.fonts.bold, 300);
    const number = fitted(this.fonts.bold, 12, `${retNumber} / ${line}`, 220);
    this.page.drawText(number, { x: pageWidth - margin - this.fonts.bold.widthOfTextAtSize(number, 12), y: top - 16, size: 12, font: this.fonts.bold });
    this.page.drawLine({ start: { x: margin, y: top - 26 }, end: { x: pageWidth - margin, y: top - 26 }, thickness: 1 });
    this.y = top - 40;
  }

  /** A section: its title, then its pairs in two columns; long values wrap to two lines. */
  section(title: string, pairs: Pair[]): void {
    this.room(14 + 2 * lineHeight);
    this.text(title, margin, this.y, 10, this.fonts.bold, contentWidth);
    this.y -= 14;
    const half = contentWidth / 2;
    for (let n = 0; n < pairs.length; n += 2) {
      const row = pairs
        .slice(n, n + 2)
        .map(([label, value], column) => ({ label, x: margin + column * half, lines: wrapped(this.fonts.regular, size, value, half - 112, 2) }));
      this.room(Math.max(1, ...row.map((c) => c.lines.length)) * lineHeight);
      for (const cell of row) {
        this.text(cell.label, cell.x, this.y, size, this.fonts.bold, 104);
        cell.lines.forEach((l, k) => this.page.drawText(l, { x: cell.x + 108, y: this.y - k * lineHeight, size, font: this.fonts.regular }));
      }
      this.y -= Math.max(1, ...row.map((c) => c.lines.length)) * lineHeight + 2;
    }
    this.y -= 8;
  }

  approvals(rows: string[][]): void {
    this.room(6 + 2 * (lineHeight + 6));
    this.text('Approvals', margin, this.y, 10, this.fonts.bold, contentWidth);
    this.y -= 6;
    const draw = (values: string[], font: PDFFont) => {
      const cells = values.map((v, c) => wrapped(font, size, v, approvalColumns[c]!.width - 6, 3));
      const height = Math.max(1, ...cells.map((c) => c.length)) * lineHeight + 6;
      this.room(height);
      this.page.drawLine({ start: { x: margin, y: this.y }, end: { x: margin + contentWidth, y: this.y }, thickness: 0.5, color: grey });
      let x = margin;
      cells.forEach((lines, c) => {
        lines.forEach((l, k) => this.page.drawText(l, { x: x + 3, y: this.y - 3 - size - k * lineHeight, size, font }));
        x += approvalColumns[c]!.width;
      });
      this.y -= height;
    };
    draw(
      approvalColumns.map((c) => c.title),
      this.fonts.bold,
    );
    for (const row of rows) draw(row, this.fonts.regular);
    this.page.drawLine({ start: { x: margin, y: this.y }, end: { x: margin + contentWidth, y: this.y }, thickness: 0.5, color: grey });
  }
}

export async function buildReportItemPdf(item: ReportItem, printedAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Report Return Detail ${item.ret_number} line ${item.line}`);
  doc.setCreator('Goods-return management');
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const writer = new ReportWriter(doc, fonts);
  writer.title(item.ret_number, item.line);
  for (const [title, pairs] of sectionsOf(item)) writer.section(title, pairs);
  writer.approvals(approvalsOf(item));
  for (const page of doc.getPages()) page.drawText(`Printed ${formatDateTime(printedAt)}`, { x: margin, y: 24, size: 7, font: fonts.regular, color: grey });
  return doc.save();
}
