/** How long since `since`, in the largest whole unit a manager reads at a glance: days, else hours, else minutes. */
export function waitedFor(since: string, now = Date.now()): { unit: 'days' | 'hours' | 'minutes'; value: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes >= 24 * 60) return { unit: 'days', value: Math.floor(minutes / (24 * 60)) };
  if (minutes >= 60) return { unit: 'hours', value: Math.floor(minutes / 60) };
  return { unit: 'minutes', value: minutes };
}
