import { once } from './once.ts';

/**
 * Display formats of spec 000 §9: dates DD/MM/YYYY in Asia/Jakarta, date-times
 * DD/MM/YYYY - HH:mm, sentinel dates blank, IDR without decimals in Indonesian notation.
 */
const TIME_ZONE = 'Asia/Jakarta';
const sentinels = ['0001-01-01', '1900-01-01'];

/** Null, empty or a placeholder date of the old system (0001-01-01, 1900-01-01): shown blank. */
export function isBlankDate(value: string | Date | null | undefined): value is null | undefined | '' {
  if (value === null || value === undefined || value === '') return true;
  const text = typeof value === 'string' ? value : value.toISOString();
  return sentinels.some((s) => text.startsWith(s));
}

// Each formatter is made once, on its first use: making one loads its locale's and time zone's data,
// tens of milliseconds on a phone, once per call it was (per cell of a table, per row of an export).
const jakartaParts = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

function parts(date: Date): Record<string, string> {
  return Object.fromEntries(
    jakartaParts()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
}

/** 'YYYY-MM-DD' strings are calendar dates and shown as they are; instants in Jakarta time. */
export function formatDate(value: string | Date | null | undefined): string {
  if (isBlankDate(value)) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  const p = parts(new Date(value));
  return `${p.day}/${p.month}/${p.year}`;
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (isBlankDate(value)) return '';
  const p = parts(new Date(value));
  return `${p.day}/${p.month}/${p.year} - ${p.hour}:${p.minute}`;
}

const idr = once(() => new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0, minimumFractionDigits: 0 }));

export function formatIdr(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : idr().format(value);
}
