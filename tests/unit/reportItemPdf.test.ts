import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { components } from '../../generated/api.d.ts';
import { buildReportItemPdf, crpLabel } from '../../src/server/modules/reports/reportItemPdf.ts';
import { pdfTextOf } from '../fixtures/pdfText.ts';

type ReportItem = components['schemas']['ReportItem'];

const block = (user: string | null, remark: string | null) => ({
  user,
  time: user ? '2026-11-02T08:35:00.000Z' : null,
  status: user ? ('A' as const) : null,
  remark,
});

function item(remark: string | null = 'Checked by FSS'): ReportItem {
  const sales = block('fss', remark);
  const others = block(null, null);
  return {
    ret_number: 'APL100126000007',
    returnd_id: 71,
    return_id: 7,
    version: 4,
    lifecycle: { value: 'draft', context: {} },
    rtv_no: null,
    rtv_date: null,
    rtv_receiving_date: '1900-01-01',
    sales_office: '1001',
    plant_code: '1001',
    plant_name: 'Jakarta Branch',
    customer_code: '30000001',
    customer_name: 'Apotek Sehat Sentosa',
    invoice_ref_no: '9000000010',
    line: 10,
    soNo: null,
    invoiceReturnNo: null,
    reason_name: 'Expired',
    create_datetime: '2026-11-02T03:05:00.000Z',
    client_code: '800071',
    client_name: 'PT Sehat Farma',
    material_code: '10000004',
    material_name: 'OMEPRAZOLE 20MG CAP 3X10',
    material_remarks: null,
    division: 'PHARMA',
    PH3: 'ANL',
    non_fraction: 'N',
    actual_qty: null,
    actual_uom: null,
    available_qty: 45,
    return_qty: 1.5,
    base_return_qty: 15,
    return_uom: 'BOX',
    base_uom: 'STRIP',
    net_price: 1250000,
    batch: '2501A943',
    exp_date: '2027-01-25',
    sloc: null,
    type_prod: 'OTC',
    temp: '<30°C',
    status: 'W',
    status_reject: false,
    step_code: 'CD',
    lt_sales: 5.5,
    lt_client: null,
    lt_cd: null,
    lt_cw: null,
    overall_leadtime: null,
    attachment_id: null,
    warehouse_photo_id: null,
    material_status: 'W',
    crp_before: 180,
    crp_after: 30,
    crprgp: 'Y',
    nra: 'Y',
    remaing: 42,
    last_printed_datetime: null,
    sales_approval_user: sales.user,
    sales_approval_time: sales.time,
    sales_approval_status: sales.status,
    sales_remarks: sales.remark,
    approvalBRQA_user_name: others.user,
    approvalBRQA_date: others.time,
    approvalBRQA: others.status,
    approvalBRQA_remarks: others.remark,
    client_approval_user: others.user,
    client_approval_time: others.time,
    client_approval_status: others.status,
    client_remarks: others.remark,
    approvalQAHO_user_name: others.user,
    approvalQAHO_date: others.time,
    approvalQAHO: others.status,
    approvalQAHO_remarks: others.remark,
    approvalQACLIENT_user_name: others.user,
    approvalQACLIENT_date: others.time,
    approvalQACLIENT: others.status,
    approvalQACLIENT_remarks: others.remark,
    cw_approval_user: others.user,
    cw_approval_time: others.time,
    cw_approval_status: others.status,
    cw_remarks: others.remark,
  };
}

const printedAt = new Date('2026-11-03T01:00:00Z');

describe('the item report as PDF', () => {
  it('writes the fields in the display formats of spec 000 §9 on one page', async () => {
    const bytes = await buildReportItemPdf(item(), printedAt);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = (await pdfTextOf(bytes)).join(' ');
    for (const shown of [
      'APL100126000007 / 10',
      '02/11/2026 - 10:05',
      '25/01/2027',
      '1.5 BOX',
      '15 STRIP',
      'Non Returnable',
      '42 days',
      '5.5 h',
      'In Progress',
      'fss',
      '02/11/2026 - 15:35',
      'Approved',
      'Checked by FSS',
      'No image attached!',
      'Printed 03/11/2026 - 08:00',
    ]) {
      expect(text, shown).toContain(shown);
    }
    expect(text).toMatch(/Rp\s1\.250\.000/);
    // A placeholder date is blank.
    expect(text).not.toContain('1900');
  });

  it('goes on to a second page rather than past the bottom when remarks are long', async () => {
    // Every text long enough to take all the lines it may, every step decided with a long remark.
    const texts = [
      'rtv_no',
      'plant_code',
      'customer_code',
      'client_code',
      'material_code',
      'return_uom',
      'base_uom',
      'step_code',
      'sales_office',
      'plant_name',
      'customer_name',
      'invoice_ref_no',
      'soNo',
      'invoiceReturnNo',
      'reason_name',
      'client_name',
      'material_name',
      'material_remarks',
      'division',
      'PH3',
      'batch',
      'sloc',
      'type_prod',
      'temp',
      'actual_uom',
    ];
    const long = Object.fromEntries(texts.map((key) => [key, 'word '.repeat(60)]));
    const steps = [
      ['sales_approval_user', 'sales_approval_time', 'sales_approval_status', 'sales_remarks'],
      ['approvalBRQA_user_name', 'approvalBRQA_date', 'approvalBRQA', 'approvalBRQA_remarks'],
      ['client_approval_user', 'client_approval_time', 'client_approval_status', 'client_remarks'],
      ['approvalQAHO_user_name', 'approvalQAHO_date', 'approvalQAHO', 'approvalQAHO_remarks'],
      ['approvalQACLIENT_user_name', 'approvalQACLIENT_date', 'approvalQACLIENT', 'approvalQACLIENT_remarks'],
      ['cw_approval_user', 'cw_approval_time', 'cw_approval_status', 'cw_remarks'],
    ];
    const decided = Object.fromEntries(
      steps.flatMap(([user, time, status, remark]) => [
        [user, 'someone '.repeat(10)],
        [time, '2026-11-02T08:35:00.000Z'],
        [status, 'R'],
        [remark, 'r '.repeat(200)],
      ]),
    );
    const bytes = await buildReportItemPdf({ ...item(), ...long, ...decided, ret_number: 'word '.repeat(60) } as ReportItem, printedAt);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    expect((await pdfTextOf(bytes)).filter((s) => s.startsWith('Printed '))).toHaveLength(pdf.getPageCount());
  });

  it('labels the CRP flag as spec 000 §4 does', () => {
    expect([crpLabel('Y', 'Y'), crpLabel('Y', 'N'), crpLabel('N', 'N'), crpLabel('N/A', 'N')]).toEqual(['Non Returnable', 'Within CRP', 'Non CRP', 'N/A']);
  });
});
