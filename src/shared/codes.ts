/**
 * Return numbers, invoice numbers and batches never hold a space: one typed or pasted with spaces
 * ("APL 1001 26 000042", a scanner's trailing blank) is the same code.
 */
export const withoutSpaces = (code: string): string => code.replace(/\s+/g, '');
