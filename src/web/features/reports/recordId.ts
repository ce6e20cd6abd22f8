/** A record's id in a path (a positive 32-bit integer, as the contract's ids are), or null: nothing is asked for another. */
export function recordIdOf(id: string): number | null {
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : null;
}
