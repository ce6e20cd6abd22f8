/**
 * How long an attempt must wait, from what the database counted (throttle.ts). Sign-in slows
 * guessing without letting an attacker lock the real user out (ASVS V6.3, OWASP Authentication
 * Cheat Sheet): failures grow a doubling wait for the user *from that address*; an address that
 * fails for many users waits too; and many failures of one user from everywhere delay only
 * addresses the user has never signed in from.
 */
export interface AttemptCounts {
  /** Failures of this user from this address since the last success there (one day back). */
  pairFailures: number;
  secondsSincePairFailure: number | null;
  /** Sign-in: failures of this user from any address in 15 minutes; other kinds: attempts. */
  subjectAttempts: number;
  secondsSinceSubjectFailure: number | null;
  /** The user signed in successfully from this address in the last 90 days. */
  knownAddress: boolean;
  /** Sign-in: failures from this address for any user in 15 minutes; other kinds: attempts. */
  addressAttempts: number;
  secondsSinceAddressFailure: number | null;
}

export const signInLimits = {
  /** Failures of one user from one address before the first wait. */
  freePerPair: 5,
  /** Failures from one address, any users, before it waits (password spraying). */
  freePerAddress: 30,
  /** Failures of one user from every address before unknown addresses wait (distributed guessing). */
  freePerUser: 20,
  maxWaitSeconds: 15 * 60,
} as const;

/** Registration and reset requests: attempts per e-mail and per address in 15 minutes. */
export const requestLimits = { perSubject: 3, perAddress: 10, windowSeconds: 15 * 60 } as const;

/** 1 s after the free failures are spent, then 2, 4, 8 … at most 15 minutes, from the last failure. */
export function growingWait(failures: number, free: number, secondsSinceLast: number | null): number {
  if (failures < free || secondsSinceLast === null) return 0;
  const wait = Math.min(2 ** (failures - free), signInLimits.maxWaitSeconds);
  return Math.max(0, Math.ceil(wait - secondsSinceLast));
}

/** Seconds a sign-in attempt must wait; 0 lets it through. */
export function waitBeforeSignIn(c: AttemptCounts): number {
  return Math.max(
    growingWait(c.pairFailures, signInLimits.freePerPair, c.secondsSincePairFailure),
    growingWait(c.addressAttempts, signInLimits.freePerAddress, c.secondsSinceAddressFailure),
    c.knownAddress ? 0 : growingWait(c.subjectAttempts, signInLimits.freePerUser, c.secondsSinceSubjectFailure),
  );
}

/**
 * A second factor is asked only of someone who has the password, so its guesses are capped per
 * account from every address, known or not (NIST SP 800-63B 5.2.2): after 10 wrong codes in
 * 15 minutes each further one waits 1, 2, 4 … seconds, at most 15 minutes. A six-digit code
 * then takes years to guess, and the real user, who types a right code, is not locked out.
 */
export const twoFactorLimits = { freePerUser: 10 } as const;

/** Seconds a two-factor code must wait: the sign-in rules, and the per-account cap above. */
export function waitBeforeCode(c: AttemptCounts): number {
  return Math.max(waitBeforeSignIn(c), growingWait(c.subjectAttempts, twoFactorLimits.freePerUser, c.secondsSinceSubjectFailure));
}

/** Seconds a registration or reset request must wait; 0 lets it through. */
export function waitBeforeRequest(c: AttemptCounts): number {
  return c.subjectAttempts >= requestLimits.perSubject || c.addressAttempts >= requestLimits.perAddress ? requestLimits.windowSeconds : 0;
}
