/**
 * A new requested quantity for a line of a submitted return (report detail, FSS detail; spec 000
 * §5): more than nothing, and no more than what its invoice line still holds. When the lifecycle
 * allows the change at all is `line.changeQuantity` in returnLifecycle.ts.
 */
export const quantityMessages = {
  notPositive: "can't be less than zero",
  aboveAvailable: (availableQty: number) => `Can't be bigger than available Qty ${availableQty}`,
} as const;

/** The message refusing `qty`, or null; `availableQty` null means no invoice line limits it. */
export function quantityProblem(qty: number, availableQty: number | null): string | null {
  if (!(qty > 0)) return quantityMessages.notPositive;
  if (availableQty !== null && qty > availableQty + 1e-9) return quantityMessages.aboveAvailable(availableQty);
  return null;
}
