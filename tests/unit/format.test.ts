import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIdr } from '../../src/shared/format.ts';
import { todayInJakarta } from '../../src/shared/today.ts';

describe('display formats', () => {
  it('shows calendar dates as DD/MM/YYYY and sentinel dates blank', () => {
    expect(formatDate('2026-03-09')).toBe('09/03/2026');
    for (const sentinel of ['0001-01-01', '0001-01-01T00:00:00Z', '1900-01-01', null, undefined, '']) expect(formatDate(sentinel)).toBe('');
  });

  it('shows instants in Jakarta time', () => {
    expect(formatDateTime('2026-03-09T20:30:00Z')).toBe('10/03/2026 - 03:30');
    expect(formatDate('2026-03-09T20:30:00Z')).toBe('10/03/2026');
    expect(formatDateTime('2026-12-31T17:00:00Z')).toBe('01/01/2027 - 00:00');
    expect(todayInJakarta(new Date('2026-12-31T16:59:00Z'))).toBe('2026-12-31');
    expect(todayInJakarta(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('counts Jakarta time as the time zone database has it, at instants some five days apart from 1970 to 2100', () => {
    const jakarta = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
    for (let instant = Date.UTC(1970, 0, 1); instant < Date.UTC(2100, 0, 1); instant += 7_919 * 60_000) {
      expect(formatDateTime(new Date(instant))).toBe(jakarta.format(instant).replace(', ', ' - '));
    }
  });

  it('shows IDR without decimals in Indonesian notation', () => {
    expect(formatIdr(1234567.89).replace(/\s/g, ' ')).toBe('Rp 1.234.568');
  });
});
