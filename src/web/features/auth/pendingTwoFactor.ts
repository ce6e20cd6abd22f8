/**
 * Hands the token of a sign-in's second step (purpose two-factor) from the sign-in screen to the
 * two-factor screen, in memory only, as forcedReset.ts does: a reload asks for the password again.
 */
export interface PendingTwoFactor {
  twoFactorToken: string;
  /** verify: a code of the app or a recovery code; enrol: two-factor sign-in is required and not set up yet. */
  step: 'verify' | 'enrol';
  userName: string;
}

let pending: PendingTwoFactor | null = null;

export const pendingTwoFactor = {
  set(value: PendingTwoFactor | null): void {
    pending = value;
  },
  get(): PendingTwoFactor | null {
    return pending;
  },
};
