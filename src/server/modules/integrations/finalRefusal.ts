/**
 * The refusals a later attempt may get past: a refused secret (secrets are rotated on one side
 * before the other), timed out, busy elsewhere, too early, too many requests.
 */
const PASSING = new Set([401, 403, 408, 409, 425, 429]);

/** An outside system refused the request itself (a 4xx): the same request is refused again, so it is not retried. */
export const isFinalRefusal = (status: number) => status >= 400 && status < 500 && !PASSING.has(status);
