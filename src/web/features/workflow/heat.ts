import { i18n } from '@lingui/core';

/**
 * How hot a state is, from how long its returns wait there (the median) against its step's
 * service level: within the target is normal work, up to twice it is piling up, beyond that
 * returns are stuck. A state without a target is measured against a day. Mantine colour names,
 * so the chart and its tables colour a state alike.
 */
export type Heat = 'teal' | 'yellow' | 'orange' | 'red';

const DAY = 24 * 3600;

export function heatOf(medianAgeSeconds: number, targetSeconds: number | null = null): Heat {
  const target = targetSeconds ?? DAY;
  if (medianAgeSeconds <= target) return 'teal';
  if (medianAgeSeconds <= 2 * target) return 'yellow';
  if (medianAgeSeconds <= 4 * target) return 'orange';
  return 'red';
}

const unit = (value: number, name: 'day' | 'hour' | 'minute') => i18n.number(value, { style: 'unit', unit: name, unitDisplay: 'short' });

/**
 * A duration as an analyst reads it, in the user's language ("2 days 3 hr", "2 日 3 時間"): days and
 * hours, hours and minutes, or minutes.
 */
export function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return `${unit(days, 'day')} ${unit(hours % 24, 'hour')}`;
  if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes % 60, 'minute')}`;
  return unit(minutes, 'minute');
}
