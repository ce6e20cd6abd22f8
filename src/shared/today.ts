/** Today's calendar date in Asia/Jakarta, where the business runs: 'YYYY-MM-DD'. */
export function todayInJakarta(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
