/** An alternative unit of a material: numerator/denumerator base units make one of it. */
export interface AltUom {
  uom: string;
  numerator: number;
  denumerator: number;
}

/** Quantity in base units of `qty` in `uom` (DESIGN §4); the base unit itself converts 1:1. */
export function toBaseQty(qty: number, uom: string, baseUom: string, altUoms: readonly AltUom[]): number | null {
  if (uom === baseUom) return qty;
  const alt = altUoms.find((u) => u.uom === uom);
  return alt ? (qty * alt.numerator) / alt.denumerator : null;
}

/** Converts a quantity from one unit to another of the same material (the edit screens' UOM change). */
export function convertQty(qty: number, from: string, to: string, baseUom: string, altUoms: readonly AltUom[]): number | null {
  const base = toBaseQty(qty, from, baseUom, altUoms);
  const perTarget = toBaseQty(1, to, baseUom, altUoms);
  return base === null || perTarget === null ? null : base / perTarget;
}

/**
 * Whether a line's quantity may have decimals, in whatever unit it is counted: a non-fraction
 * material ("nonFraction Y means full box", spec 001 §3) is returned in whole units only.
 */
export function takesFractions(nonFraction: 'Y' | 'N' | boolean | null | undefined): boolean {
  return !(nonFraction === 'Y' || nonFraction === true);
}
