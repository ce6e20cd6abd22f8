/**
 * Hands a restricted token from the sign-in screen to the next screen, in memory only: it is
 * never stored, and a reload asks the user to sign in again. The token of a forced password
 * reset goes to the reset screen, the token of a sign-in's second step to the two-factor screen
 * (one small module: the sign-in page loads nothing more for the second).
 */
function handoff<T>() {
  let pending: T | null = null;
  return {
    set(value: T | null): void {
      pending = value;
    },
    get(): T | null {
      return pending;
    },
  };
}

export interface ForcedReset {
  resetToken: string;
  userId: number;
  userName: string;
}

export const forcedReset = handoff<ForcedReset>();

/** The second step of a sign-in (a token of purpose two-factor). */
export interface PendingTwoFactor {
  twoFactorToken: string;
  /** verify: a code of the app or a recovery code; enrol: two-factor sign-in is required and not set up yet. */
  step: 'verify' | 'enrol';
  userName: string;
}

export const pendingTwoFactor = handoff<PendingTwoFactor>();
