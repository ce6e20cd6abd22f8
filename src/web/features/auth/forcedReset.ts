/**
 * Hands the restricted token of a forced password reset from the sign-in screen to the reset
 * screen, in memory only: it is never stored, and a reload asks the user to sign in again.
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
