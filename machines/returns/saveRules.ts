/**
 * The checks of a final save (not a draft), per return type, in the specification's order
 * (spec 001 §5.4, §5.6, §5.7). The wizard machines judge a Save with them (the event carries
 * what would be saved; a refusal stays on the step with the problem in the context); the server
 * runs them again and refuses with the same message.
 */
export type ReturnType = 'MTKA' | 'NONMTKA' | 'NONREFMTKA' | 'NOREFNONMTKA';

export const NO_PHOTO_REASON = '132';

/** Storage location a reason sets on every line (spec 001 §4). */
export const slocByReason: Readonly<Record<string, string>> = { '132': 'B41', '135': 'B42' };

export interface SaveLine {
  materialCode: string;
  qty: number;
  availableQty: number | null;
  netPrice: number | null;
  attachmentId: number | null;
  /** The invoice line it returns (a line and its copies share one); null on a non-reference line. */
  invoiceLine: string | null;
}

export interface SaveCandidate {
  returnType: ReturnType;
  reasonCode: string | null;
  remark: string | null;
  transactionDate: string | null;
  lines: readonly SaveLine[];
}

export const saveMessages = {
  sameItemExceeded: 'Return Qty cannot > Total Available qty for the same item number',
  reasonMissing: 'Please Select Reason !',
  photoMissing: 'Please Upload Image !',
  netPriceMissing: 'Please Input Net Price First !',
  referenceDateMissing: 'Please Select Reference Invoice Date First !',
  remarksMissing: 'Please fill in the remarks !',
  remarkMissing: 'Please fill in the remark !',
  noLines: 'Please add at least one item.',
} as const;

export type SaveProblem = { code: keyof typeof saveMessages; field: string };

type Check = (c: SaveCandidate) => SaveProblem | null;

const blank = (v: string | null) => !v || !v.trim();
const reason: Check = (c) => (blank(c.reasonCode) ? { code: 'reasonMissing', field: 'reasonCode' } : null);
const photo: Check = (c) => {
  if (c.reasonCode === NO_PHOTO_REASON) return null;
  const index = c.lines.findIndex((l) => !l.attachmentId);
  return index < 0 ? null : { code: 'photoMissing', field: `items.${index}.attachmentId` };
};
const netPrice: Check = (c) => {
  const index = c.lines.findIndex((l) => l.invoiceLine === null && !(l.netPrice && l.netPrice > 0));
  return index < 0 ? null : { code: 'netPriceMissing', field: `items.${index}.netPrice` };
};
const referenceDate: Check = (c) => (blank(c.transactionDate) ? { code: 'referenceDateMissing', field: 'transactionDate' } : null);
const remarks: Check = (c) => (blank(c.remark) ? { code: 'remarksMissing', field: 'remark' } : null);
const remark: Check = (c) => (blank(c.remark) ? { code: 'remarkMissing', field: 'remark' } : null);
const someLines: Check = (c) => (c.lines.length ? null : { code: 'noLines', field: 'items' });
/** Per material: the quantities of its lines against what their invoice lines hold, each counted once. */
const sameItem: Check = (c) => {
  const totals = new Map<string, { qty: number; available: Map<string, number> }>();
  for (const l of c.lines) {
    if (l.invoiceLine === null || l.availableQty === null) continue;
    const t = totals.get(l.materialCode) ?? { qty: 0, available: new Map<string, number>() };
    t.available.set(l.invoiceLine, l.availableQty);
    totals.set(l.materialCode, { qty: t.qty + l.qty, available: t.available });
  }
  const exceeded = [...totals.values()].some((t) => t.qty > [...t.available.values()].reduce((a, b) => a + b, 0) + 1e-9);
  return exceeded ? { code: 'sameItemExceeded', field: 'items' } : null;
};

const checksByType: Record<ReturnType, Check[]> = {
  NOREFNONMTKA: [someLines, reason, photo, netPrice, referenceDate, remarks],
  NONMTKA: [someLines, reason, photo, remarks],
  MTKA: [someLines, sameItem, reason, photo, remark],
  NONREFMTKA: [someLines, sameItem, reason, photo, remark, netPrice, referenceDate],
};

/** The first failing check of a final save, or null when it may be saved. */
export function firstSaveProblem(candidate: SaveCandidate): SaveProblem | null {
  for (const check of checksByType[candidate.returnType]) {
    const problem = check(candidate);
    if (problem) return problem;
  }
  return null;
}

/** A wizard's Save: what would be saved, judged by the checks above before anything is sent. */
export type SaveEvent = { type: 'detail.save'; candidate: SaveCandidate };

/** The problem a wizard's event meets: a Save's first failing check, null for any other event. */
export const saveProblemOf = (event: { type: string }): SaveProblem | null =>
  event.type === 'detail.save' && 'candidate' in event ? firstSaveProblem((event as SaveEvent).candidate) : null;
