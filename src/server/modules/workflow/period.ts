import { todayInJakarta } from '../../../shared/today.ts';
import { badRequest } from '../../http/problem.ts';
import type { Period } from './stepMoves.ts';

const DAY = 86_400_000;
/** The calendar's first day: no year 0 or before it, which PostgreSQL does not take as a date. */
const FIRST_DAY = '0001-01-01';
const dayBefore = (date: string, days: number) => {
  const day = new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);
  return /^\d{4}-/.test(day) && day >= FIRST_DAY ? day : FIRST_DAY;
};

/** The chart's period: the days asked for, else the last 30; never backwards, never over a year. */
export function periodOf(q: { from?: string; to?: string }): Period {
  const to = q.to ?? todayInJakarta();
  const from = q.from ?? dayBefore(to, 29);
  if (from > to) throw badRequest('The period ends before it starts.', 'to');
  if (from < dayBefore(to, 365)) throw badRequest('The period is at most a year.', 'from');
  return { from, to };
}
