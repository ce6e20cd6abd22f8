/** The message to show for a failed call: the server's detail, or the given wording. */
export function problemMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const e = error as { detail?: unknown; message?: unknown };
    if (typeof e.detail === 'string' && e.detail) return e.detail;
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  return fallback;
}
