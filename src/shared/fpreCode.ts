/**
 * The machine-readable code printed on each return's FPRE (issue 56): the return number and the
 * print it came from, `APL100126000042.T5K3QX`. The print is its time in seconds, base 36, so a
 * signed paper from an earlier print is told apart from the latest. A return number typed by hand
 * (no print part) reads too: the dock accepts what a person can type from the paper.
 */
export interface FpreCode {
  retNumber: string;
  /** The print's time as the code carries it (whole seconds); null when typed without it. */
  printedAt: Date | null;
}

const separator = '.';
/** The longest code the dock reads: a return number (30) and a print stamp. */
export const fpreCodeMax = 48;

const stampOf = (printedAt: Date) =>
  Math.floor(printedAt.getTime() / 1000)
    .toString(36)
    .toUpperCase();

/** The code of a return's FPRE as printed at `printedAt` (the last Print or Reprint); the number alone before any. */
export const fpreCode = (retNumber: string, printedAt: Date | null): string => (printedAt ? `${retNumber}${separator}${stampOf(printedAt)}` : retNumber);

/** The return number and print of a scanned or typed code, spaces and case forgiven; null when it is not one. */
export function readFpreCode(text: string): FpreCode | null {
  const code = text.replace(/\s+/g, '').toUpperCase();
  if (!code || code.length > fpreCodeMax) return null;
  const [retNumber, stamp, ...rest] = code.split(separator);
  if (rest.length || !retNumber || !/^[A-Z0-9-]{1,30}$/.test(retNumber)) return null;
  if (stamp === undefined) return { retNumber, printedAt: null };
  if (!/^[0-9A-Z]{1,9}$/.test(stamp)) return null;
  return { retNumber, printedAt: new Date(parseInt(stamp, 36) * 1000) };
}
