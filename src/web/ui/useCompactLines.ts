import { useMediaQuery } from '@mantine/hooks';

/**
 * Below 1200 px (a tablet, landscape or portrait) a return's line tables stack what a line is into
 * one cell, so the fields a user acts on fit beside it without scrolling sideways (issue 16).
 * Read at the first render: a layout that changed after it would move what the user aims at.
 */
export function useCompactLines(): boolean {
  return useMediaQuery('(max-width: 74.99em)', false, { getInitialValueInEffect: false });
}
