import { jakartaWallClock } from './format.ts';

/** Today's calendar date in Asia/Jakarta, where the business runs: 'YYYY-MM-DD'. */
export function todayInJakarta(now: Date = new Date()): string {
  const { year, month, day } = jakartaWallClock(now);
  return `${year}-${month}-${day}`;
}
