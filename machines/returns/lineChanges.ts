/**
 * Changes to the lines of a With RTV return on its edit screen (spec 001 §2.3, §4, §5.9): copying
 * a line ('add Batch') and changing a line's batch.
 */
export const batchChangeMessages = {
  expiryMissing: 'Please change batch because Expired Date null',
} as const;

/** Expiry dates the ERP uses for "none" (DESIGN §7). */
export const NULL_DATES: readonly string[] = ['0001-01-01', '1900-01-01'];

/** A batch can replace a line's batch only when it has a real expiry date. */
export function batchChangeProblem(expiry: string | null): keyof typeof batchChangeMessages | null {
  return !expiry || NULL_DATES.includes(expiry) ? 'expiryMissing' : null;
}

export interface CopyableLine {
  key: string;
  line: number;
  /** The invoice line a copy returns; null on an original line. */
  lineOld: number | null;
  addLine: boolean;
}

/**
 * A copy of a line: the next line number of the return, a new key, addLine set, and the invoice
 * line of its source in lineOld. It is placed after its source and its source's copies.
 */
export function copyLine<T extends CopyableLine>(lines: readonly T[], key: string, newKey: string): T[] {
  const source = lines.find((l) => l.key === key);
  if (!source) return [...lines];
  const invoiceLine = source.lineOld ?? source.line;
  const copy: T = { ...source, key: newKey, line: Math.max(...lines.map((l) => l.line)) + 1, lineOld: invoiceLine, addLine: true };
  const lastOfFamily = lines.findLastIndex((l) => (l.lineOld ?? l.line) === invoiceLine);
  return [...lines.slice(0, lastOfFamily + 1), copy, ...lines.slice(lastOfFamily + 1)];
}

/** Of a line and its copies, only the newest keeps the copy action. */
export function canCopy(lines: readonly CopyableLine[], key: string): boolean {
  const line = lines.find((l) => l.key === key);
  if (!line) return false;
  const family = lines.filter((l) => (l.lineOld ?? l.line) === (line.lineOld ?? line.line));
  return family.reduce((newest, l) => (l.line > newest.line ? l : newest)).key === key;
}
