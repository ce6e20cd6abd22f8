/**
 * Hands the restricted token of a forced password reset from the sign-in screen to the reset
 * screen, in memory only: it is never stored, and a reload asks the user to sign in again. The
 * token of a sign-in's second step goes to the two-factor screen the same way (one small module,
 * one request fewer for the sign-in page).
 */
export interface ForcedReset {
  resetToken: string;
  userId: number;
  userName: string;
}

let pending: ForcedReset | null = null;

export const forcedReset = {
  set(value: ForcedReset | null): void {
    pending = value;
  },
  get(): ForcedReset | null {
    return pending;
  },
};

/** The second step of a sign-in (a token of purpose two-factor). */
export interface PendingTwoFactor {
  twoFactorToken: string;
  /** verify: a code of the app or a recovery code; enrol: two-factor sign-in is required and not set up yet. */
  step: 'verify' | 'enrol';
  userName: string;
}

let pendingStep: PendingTwoFactor | null = null;

export const pendingTwoFactor = {
  set(value: PendingTwoFactor | null): void {
    pendingStep = value;
  },
  get(): PendingTwoFactor | null {
    return pendingStep;
  },
};
