/**
 * How hot a state is, from how long its returns wait there (the median): a day is normal work,
 * three days is piling up, beyond that returns are stuck. Mantine colour names, so the chart and
 * its bottleneck table colour a state alike.
 */
export type Heat = 'teal' | 'yellow' | 'orange' | 'red';

const HOUR = 3600;

export function heatOf(medianAgeSeconds: number): Heat {
  if (medianAgeSeconds < 24 * HOUR) return 'teal';
  if (medianAgeSeconds < 3 * 24 * HOUR) return 'yellow';
  if (medianAgeSeconds < 7 * 24 * HOUR) return 'orange';
  return 'red';
}

/** A duration as an analyst reads it: days and hours, hours and minutes, or minutes. */
export function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return `${days} d ${hours % 24} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}
