/** No retry waits longer than an hour, however many attempts a kind allows. */
export const MAX_RETRY_DELAY_MS = 3_600_000;

/**
 * How long to wait before attempt `failedAttempts + 1`: the base delay, doubled after every
 * failed attempt, capped. No jitter: each job is one row claimed by one worker, so retries of
 * different jobs do not arrive in lockstep the way clients of one failed server would.
 */
export function retryDelayMs(failedAttempts: number, baseMs: number, capMs = MAX_RETRY_DELAY_MS): number {
  if (!Number.isInteger(failedAttempts) || failedAttempts < 1) throw new Error(`failedAttempts must be a positive integer, not ${failedAttempts}`);
  return Math.min(capMs, baseMs * 2 ** Math.min(failedAttempts - 1, 40));
}

/**
 * How many attempts make a schedule of `retryDelayMs(…, baseMs, capMs)` last at least `forMs`:
 * the last attempt comes once that long has passed since the first (mail outlasting an outage).
 */
export function attemptsToOutlast(forMs: number, baseMs: number, capMs = MAX_RETRY_DELAY_MS): number {
  let attempts = 1;
  for (let waited = 0; waited < forMs; attempts++) waited += retryDelayMs(attempts, baseMs, capMs);
  return attempts;
}
