/**
 * An answer other than success: application/problem+json with the message to show in `detail`
 * and, for bad input, the offending `field`. Thrown anywhere; the error handler writes it.
 */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, field?: string) => new Problem(400, 'Bad Request', detail, field);
export const unauthorized = (detail = 'Your session has ended. Please sign in again.') =>
  new Problem(401, 'Unauthorized', detail, undefined, { 'www-authenticate': 'Bearer' });
export const forbidden = (detail = 'You do not have permission to do this.') => new Problem(403, 'Forbidden', detail);
export const notFound = (detail = 'The record was not found.') => new Problem(404, 'Not Found', detail);
export const conflict = (detail: string, field?: string) => new Problem(409, 'Conflict', detail, field);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new Problem(429, 'Too Many Requests', detail, undefined, { 'retry-after': String(retryAfterSeconds) });
