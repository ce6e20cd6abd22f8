/**
 * How a return's statuses are shown (spec 000 §4, spec 002 §4): the label of each status and the
 * tone the specification gives it. One definition for the server (which answers the labels) and
 * the browser (which translates them and colours the badge by the tone).
 */

/** The specification's colours by name; the browser maps each to a colour of its theme. */
export type Tone = 'warning' | 'info' | 'success' | 'danger' | 'primary' | 'neutral';

export type ApprovalStatusLabel = 'Draft' | 'In Progress' | 'Completed' | 'Rejected';

/**
 * The approval status (spec 000 §4): D Draft (warning; the specification's 'Draff'), W In
 * Progress (info), A Completed (success) unless every line was rejected along the chain, then
 * Rejected (danger), as R rejected as a whole.
 */
export function approvalStatusOf(status: string, statusReject: boolean): { label: ApprovalStatusLabel; tone: Tone } {
  if (status === 'D') return { label: 'Draft', tone: 'warning' };
  if (status === 'W') return { label: 'In Progress', tone: 'info' };
  if (status === 'A' && !statusReject) return { label: 'Completed', tone: 'success' };
  return { label: 'Rejected', tone: 'danger' };
}

/** The delivery-tracking state the lifecycle keeps (machines/returns/returnLifecycle.ts `fareye`). */
export type FareyeState = 'NOT_SENT' | 'WAITING' | 'ERROR' | 'IRRELEVANT' | 'SENT';

export type FareyeLabel = 'Not Send' | 'Waiting' | 'Error' | 'Sent' | 'Irrelevant - Cut Off' | 'Irrelevant - Plant';

/** Marks an irrelevant request of a plant not live yet; the label "Irrelevant - Plant" is read from it. */
export const notGoLive = (plantCode: string) => `Plant ${plantCode} is not go live for delivery tracking.`;

/** The delivery-tracking status as spec 000 §4 shows it. */
export function fareyeLabel(state: FareyeState, lastError: string | null): FareyeLabel {
  switch (state) {
    case 'NOT_SENT':
      return 'Not Send';
    case 'WAITING':
      return 'Waiting';
    case 'ERROR':
      return 'Error';
    case 'SENT':
      return 'Sent';
    case 'IRRELEVANT':
      return lastError?.includes('not go live') ? 'Irrelevant - Plant' : 'Irrelevant - Cut Off';
  }
}

/** Its colour (spec 000 §4): danger for Not Send and Error, warning for Waiting, primary for Irrelevant, success otherwise. */
export function fareyeTone(label: string): Tone {
  if (label === 'Not Send' || label === 'Error') return 'danger';
  if (label === 'Waiting') return 'warning';
  if (label.startsWith('Irrelevant')) return 'primary';
  return 'success';
}

/** The shown print status of Chief Delivery (spec 002 §4): Reupload once the warehouse sent the FPRE back. */
export function printLabel(printStatus: 'Y' | 'N', fpreStatus: 'W' | 'A' | 'R'): 'Printed' | 'Not Printed' | 'Reupload' {
  if (fpreStatus === 'R') return 'Reupload';
  return printStatus === 'Y' ? 'Printed' : 'Not Printed';
}

export function printLabelTone(label: ReturnType<typeof printLabel>): Tone {
  return label === 'Printed' ? 'success' : label === 'Reupload' ? 'warning' : 'neutral';
}

/**
 * The print action offered (spec 002 §4). The lifecycle keeps print status Y when the warehouse
 * sends the FPRE back, so a reupload is told by the FPRE status rather than by print status N.
 */
export function printAction(printStatus: 'Y' | 'N', fpreStatus: 'W' | 'A' | 'R'): 'Print' | 'Reprint' | 'Reprint For Reupload' {
  if (fpreStatus === 'R') return 'Reprint For Reupload';
  return printStatus === 'Y' ? 'Reprint' : 'Print';
}

/** The report lists' print status (spec 000 §4): N Not Printed, Y Reprint (printed once, a print now is a reprint). */
export function reportPrintOf(printStatus: 'Y' | 'N'): { label: 'Not Printed' | 'Reprint'; tone: Tone } {
  return printStatus === 'Y' ? { label: 'Reprint', tone: 'success' } : { label: 'Not Printed', tone: 'neutral' };
}

/** The sales order's status (spec 000 §4): SUCCESS, FAILED, or a dash while there is none (also while it is being sent). */
export function soStatusOf(soStatus: string | null): { label: 'SUCCESS' | 'FAILED' | '-'; tone: Tone } {
  if (soStatus === 'SUCCESS') return { label: 'SUCCESS', tone: 'success' };
  if (soStatus === 'FAILED') return { label: 'FAILED', tone: 'danger' };
  return { label: '-', tone: 'neutral' };
}

/**
 * The return types as users know them (spec 001 §1, the creation screens' names), in English:
 * the Excel exports write them; the screens translate the same words (returnTypes.ts, held to
 * these by tests/unit/sharedLabels.test.ts). A code is never shown.
 */
export const returnTypeNames: Readonly<Record<string, string>> = {
  MTKA: 'With RTV',
  NONMTKA: 'Without RTV',
  NONREFMTKA: 'With RTV Non Ref',
  NOREFNONMTKA: 'Non Reference',
};

/**
 * The return types of each group the lists' Type Return filter names (spec 000 §3): MTKA the
 * returns with an RTV, NON MTKA those without.
 */
export const returnTypeGroups = { MTKA: ['MTKA', 'NONREFMTKA'], 'NON MTKA': ['NONMTKA', 'NOREFNONMTKA'] } as const;

/** The return types whose lines are invoice lines (the others are non-reference lines). */
export const referenceReturnTypes: readonly string[] = ['MTKA', 'NONMTKA'];

/** Where a return waits, as spec 000 §4 names each step (END: it ended), in English as the Excel writes it. */
export const pendingProcessNames: Readonly<Record<string, string>> = {
  SALES: 'Pending On FSS/ASM/BM',
  CLIENT: 'Pending On Client',
  BRQA: 'Pending On BRQA',
  QAHO: 'Pending On QA-HO',
  QACLIENT: 'Pending On QA Client',
  CD: 'Pending On Chief Delivery',
  CW: 'Pending On Chief Warehouse',
  END: 'End',
};

/** A code as its name, or as it is when it has none. */
export const nameOf = (names: Readonly<Record<string, string>>, code: string | null): string | null => (code === null ? null : (names[code] ?? code));
