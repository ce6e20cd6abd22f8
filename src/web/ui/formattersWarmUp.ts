import { formatIdr } from '../../shared/format.ts';

let warmed = false;

/**
 * Makes the formatters a table's first rows use while the main thread is idle (its page is being
 * asked for): each loads its locale's data on its first use (the first of all, ICU itself), tens
 * of milliseconds on a phone (the first `toLocaleString` of a number alone, 56 ms with the CPU
 * four times slower), which otherwise ran inside the long task that renders the first rows (issue
 * 34). The table's own "1-10 of 120" is a number's `toLocaleString`; later calls reuse what the
 * first one made.
 */
export function warmUpFormatters(): void {
  if (warmed) return;
  warmed = true;
  // One idle moment each: together they were a long task of their own (96 ms with the CPU four times slower).
  const formatters = [() => (0).toLocaleString(), () => formatIdr(0)];
  for (const warm of formatters) {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 2000 });
    else setTimeout(warm, 0);
  }
}
