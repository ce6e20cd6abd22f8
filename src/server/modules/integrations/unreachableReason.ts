/** Why a call to `system` threw before any answer: it timed out, or the connection was refused or lost. */
export function unreachableReason(system: string, error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `${system} did not answer within ${timeoutMs / 1000} s.`;
  const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
  return `${system} could not be reached: ${cause}.`;
}
