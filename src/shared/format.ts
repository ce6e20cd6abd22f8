import { once } from './once.ts';

/**
 * Display formats of spec 000 §9: dates DD/MM/YYYY in Asia/Jakarta, date-times
 * DD/MM/YYYY - HH:mm, sentinel dates blank, IDR without decimals in Indonesian notation.
 */
const sentinels = ['0001-01-01', '1900-01-01'];

/** Null, empty or a placeholder date of the old system (0001-01-01, 1900-01-01): shown blank. */
export function isBlankDate(value: string | Date | null | undefined): value is null | undefined | '' {
  if (value === null || value === undefined || value === '') return true;
  const text = typeof value === 'string' ? value : value.toISOString();
  return sentinels.some((s) => text.startsWith(s));
}

/**
 * Jakarta's wall clock is UTC's seven hours on, all year (Indonesia has kept no daylight saving
 * since 1964): counted, not asked of Intl with the time zone, whose formatter loads the zone's
 * data on its first use and takes a list of parts per cell (issue 34: a table's first rows are
 * rendered on a phone's main thread). tests/unit/format.test.ts holds it to the zone database.
 */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The date and time Jakarta's clocks show at `date`, as two-digit (the year four-digit) strings. */
export function jakartaWallClock(date: Date) {
  const wall = new Date(date.getTime() + JAKARTA_OFFSET_MS);
  return {
    year: String(wall.getUTCFullYear()).padStart(4, '0'),
    month: twoDigits(wall.getUTCMonth() + 1),
    day: twoDigits(wall.getUTCDate()),
    hour: twoDigits(wall.getUTCHours()),
    minute: twoDigits(wall.getUTCMinutes()),
  };
}

/** 'YYYY-MM-DD' strings are calendar dates and shown as they are; instants in Jakarta time. */
export function formatDate(value: string | Date | null | undefined): string {
  if (isBlankDate(value)) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  const p = jakartaWallClock(new Date(value));
  return `${p.day}/${p.month}/${p.year}`;
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (isBlankDate(value)) return '';
  const p = jakartaWallClock(new Date(value));
  return `${p.day}/${p.month}/${p.year} - ${p.hour}:${p.minute}`;
}

// Made once, on its first use: making it loads its locale's data, tens of milliseconds on a phone.
const idr = once(() => new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0, minimumFractionDigits: 0 }));

export function formatIdr(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : idr().format(value);
}
