/** What a circuit knows of the system behind it, for readiness and for the users' messages. */
export interface CircuitState {
  /** Failures opened it, and no call has succeeded since. */
  open: boolean;
  /** Open and within its pause: a call now is refused without being made. */
  refusing: boolean;
  /** Failures in a row so far. */
  failures: number;
  lastError: string | null;
  /** When an open circuit lets its next call through (a trial). */
  retryAt: Date | null;
}

export interface CircuitOptions {
  /** Failures in a row that open the circuit. */
  failuresToOpen: number;
  /** How long an open circuit refuses calls before it lets one through to try. */
  openMs: number;
  /** The error an open circuit throws instead of calling, from its state. */
  refusal: (state: CircuitState) => Error;
  now?: () => number;
}

export interface Circuit {
  /** Runs `call` unless the circuit is open; a failure (as `isFailure` tells) counts towards opening it. */
  run<T>(call: () => Promise<T>, isFailure: (error: unknown) => boolean): Promise<T>;
  state(): CircuitState;
}

/**
 * A circuit breaker in front of an external system: after `failuresToOpen` failures in a row it
 * opens and refuses calls at once (the outbox retries them later) instead of making every job
 * wait for a system that is down; after `openMs` one call goes through, and its success closes the
 * circuit while its failure opens it again. Each server instance keeps its own.
 */
export function createCircuit(options: CircuitOptions): Circuit {
  const now = options.now ?? Date.now;
  let failures = 0;
  let lastError: string | null = null;
  let openedAt: number | null = null;
  let trying = false;

  const state = (): CircuitState => ({
    open: openedAt !== null,
    refusing: openedAt !== null && now() < openedAt + options.openMs,
    failures,
    lastError,
    retryAt: openedAt === null ? null : new Date(openedAt + options.openMs),
  });

  return {
    state,
    async run(call, isFailure) {
      if (openedAt !== null) {
        if (trying || now() < openedAt + options.openMs) throw options.refusal(state());
        trying = true;
      }
      try {
        const answer = await call();
        failures = 0;
        lastError = null;
        openedAt = null;
        return answer;
      } catch (error) {
        if (isFailure(error)) {
          failures += 1;
          lastError = error instanceof Error ? error.message : String(error);
          if (openedAt !== null || failures >= options.failuresToOpen) openedAt = now();
        }
        throw error;
      } finally {
        trying = false;
      }
    },
  };
}
