import { convertQty, type AltUom } from '../../../../machines/returns/uom.ts';

/** What every edited return line knows of its units. */
export interface UnitLine {
  baseUom: string;
  altUom: readonly AltUom[];
  returnUom: string;
  qty: number;
}

/** The units a line may be returned in: its base unit, its current unit and its alternatives. */
export function unitsOf(line: UnitLine, ...more: string[]): string[] {
  return [...new Set([line.baseUom, line.returnUom, ...more, ...line.altUom.map((u) => u.uom)])];
}

/** Changing the unit converts the quantity (spec 001 §4). */
export function convertedTo<T extends UnitLine>(line: T, uom: string): T {
  return { ...line, returnUom: uom, qty: convertQty(line.qty, line.returnUom, uom, line.baseUom, line.altUom) ?? line.qty };
}
