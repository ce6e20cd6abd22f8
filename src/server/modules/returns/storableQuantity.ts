import { takesFractions } from '../../../../machines/returns/uom.ts';
import { badRequest } from '../../http/problem.ts';
import { round3 } from './invoiceLineFacts.ts';

/** The largest quantity a line can store: return_items.qty and base_qty are numeric(14, 3). */
export const MAX_STORED_QTY = 99_999_999_999.999;

/**
 * The contract bounds a quantity in its own unit, but a line stores it rounded to three decimals
 * and also in the base unit (times the unit's numerator over its denominator): either can round
 * to zero (the columns require more than zero) or exceed the column where the quantity sent does
 * not. PostgreSQL would refuse that with a 500, so it is refused here as bad input.
 */
export function assertStorableQuantity(qty: number, baseQty: number, field: string): void {
  if (round3(qty) <= 0 || round3(baseQty) <= 0) throw badRequest('The quantity must be at least 0.001 in its unit and in the base unit.', field);
  if (baseQty > MAX_STORED_QTY) throw badRequest('The quantity is too large: in the base unit it exceeds what a line can hold.', field);
}

/**
 * A non-fraction material ("nonFraction Y means full box", spec 001 §3) is returned, counted and
 * regrouped in whole units of whatever unit its line is counted in: the browser's quantity input
 * says so as it is typed (ui/QuantityField.tsx), and the server refuses it in the same words.
 */
export function assertWholeUnits(qty: number, nonFraction: boolean, field: string): void {
  // Judged as stored (three decimals): 5.999999999999999 from a unit conversion is the 6 kept.
  if (!takesFractions(nonFraction) && !Number.isInteger(round3(qty))) throw badRequest(`This material is returned in whole units: ${qty} is not valid`, field);
}
