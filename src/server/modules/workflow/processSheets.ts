import type { components } from '../../../../generated/api.d.ts';
import type { ExcelColumn } from '../reports/index.ts';

type Variant = components['schemas']['ProcessVariant'];
type Deviation = components['schemas']['ProcessConformance']['deviations'][number];
type Week = components['schemas']['ProcessConformance']['weeks'][number];

/** The steps as the process view names them in English (src/web/features/workflow/processStepNames.ts), not their codes. */
const stepNames: Readonly<Record<string, string>> = {
  NEW: 'New',
  SALES: 'FSS/ASM/BM',
  CLIENT: 'Client',
  BRQA: 'BRQA',
  QAHO: 'QA HO',
  QACLIENT: 'QA Client',
  CD: 'Chief Delivery',
  CW: 'Chief Warehouse',
  SALES_ORDER: 'Sales order',
  INVOICE: 'Invoice',
  REJECTED: 'Rejected',
  BACK_TO_CUSTOMER: 'Back to customer',
  DELETED: 'Deleted draft',
  REGROUPED: 'Regrouped',
};
const steps = (list: readonly string[]) => list.map((step) => stepNames[step] ?? step).join(' > ');
const hours = (seconds: number) => Math.round((seconds / 3600) * 10) / 10;

/** The variants' sheet: a row per path, as the process view lists them (issue 33, item 6). */
export const variantColumns: readonly ExcelColumn<Variant>[] = [
  { header: 'Path', kind: 'text', value: (v) => steps(v.path) },
  { header: 'Lines', kind: 'integer', value: (v) => v.lines },
  { header: 'Share', kind: 'quantity', value: (v) => Math.round(v.share * 10000) / 10000 },
  { header: 'Median throughput (hours)', kind: 'quantity', value: (v) => hours(v.medianSeconds) },
  { header: '90 % within (hours)', kind: 'quantity', value: (v) => hours(v.p90Seconds) },
  { header: 'Quantity changes', kind: 'integer', value: (v) => v.rework.quantityChanges },
  { header: 'Approvers changed', kind: 'integer', value: (v) => v.rework.approvalChanges },
  { header: 'Sent to the ERP again', kind: 'integer', value: (v) => v.rework.erpRetries },
  { header: 'FPRE sent back', kind: 'integer', value: (v) => v.rework.fpreReturned },
  { header: 'Regrouped', kind: 'integer', value: (v) => v.rework.regrouped },
];

/** The conformance workbook's first sheet: the share of lines that kept to their route, a row per week, as the screen's bars. */
export const weekColumns: readonly ExcelColumn<Week>[] = [
  { header: 'Week of', kind: 'date', width: 12, value: (w) => w.week },
  { header: 'Lines', kind: 'integer', value: (w) => w.lines },
  { header: 'Kept to their route', kind: 'integer', value: (w) => w.conforming },
  { header: 'Share', kind: 'quantity', value: (w) => (w.lines ? Math.round((w.conforming / w.lines) * 10000) / 10000 : 0) },
];

/** The conformance sheet: a row per deviation, with the route today's policy gives. */
export const deviationColumns: readonly ExcelColumn<Deviation>[] = [
  { header: 'Path', kind: 'text', value: (d) => steps(d.path) },
  { header: 'Return Type', kind: 'text', value: (d) => d.returnType },
  { header: 'Reason', kind: 'text', value: (d) => d.reasonCode ?? '' },
  { header: 'A line brings the client', kind: 'text', value: (d) => (d.needsClient ? 'Yes' : 'No') },
  { header: 'Route today', kind: 'text', value: (d) => steps(d.route) },
  { header: 'Skipped', kind: 'text', value: (d) => steps(d.skipped) },
  { header: 'Added', kind: 'text', value: (d) => steps(d.added) },
  { header: 'Lines', kind: 'integer', value: (d) => d.lines },
];
