import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate, formatDateTime, formatIdr } from '../../../shared/format.ts';
import type { Display } from './formSchemas.ts';

const yes = msg`Yes`;
const no = msg`No`;

/** A value of a forms/ field as the product shows it: DD/MM/YYYY, IDR, Yes/No, numbers grouped. */
export function displayValue(i18n: I18n, display: Display, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (display) {
    case 'date':
      return formatDate(String(value));
    case 'dateTime':
      return formatDateTime(String(value));
    case 'idr':
      return formatIdr(Number(value));
    case 'yesNo':
      return i18n._(value ? yes : no);
    case 'number':
      return i18n.number(Number(value), { maximumFractionDigits: 3 });
    default:
      return String(value);
  }
}
