import type { CrpFlag } from './blockRules.ts';

/** A client's CRP window around a batch's expiry (days before and after). */
export interface CrpSetting {
  crpBefore: number;
  crpAfter: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/**
 * Y (Within CRP) when `today` lies in [expiry − before, expiry + after]; N (Non CRP) outside it;
 * N/A without a setting or an expiry (DESIGN §4). Dates are 'YYYY-MM-DD'.
 */
export function crpFlagOf(setting: CrpSetting | null, expiry: string | null, today: string): CrpFlag {
  if (!setting || !expiry) return 'N/A';
  const day = dayNumber(today);
  const end = dayNumber(expiry);
  return day >= end - setting.crpBefore && day <= end + setting.crpAfter ? 'Y' : 'N';
}

/** Days from today to the end of the CRP window (negative once it has passed); null without one. */
export function remainingCrpDays(setting: CrpSetting | null, expiry: string | null, today: string): number | null {
  if (!setting || !expiry) return null;
  return dayNumber(expiry) + setting.crpAfter - dayNumber(today);
}
