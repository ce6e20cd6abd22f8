import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIdr } from '../../src/shared/format.ts';

describe('display formats', () => {
  it('shows calendar dates as DD/MM/YYYY and sentinel dates blank', () => {
    expect(formatDate('2026-03-09')).toBe('09/03/2026');
    for (const sentinel of ['0001-01-01', '0001-01-01T00:00:00Z', '1900-01-01', null, undefined, '']) expect(formatDate(sentinel)).toBe('');
  });

  it('shows instants in Jakarta time', () => {
    expect(formatDateTime('2026-03-09T20:30:00Z')).toBe('10/03/2026 - 03:30');
    expect(formatDate('2026-03-09T20:30:00Z')).toBe('10/03/2026');
  });

  it('shows IDR without decimals in Indonesian notation', () => {
    expect(formatIdr(1234567.89).replace(/\s/g, ' ')).toBe('Rp 1.234.568');
  });
});
