import { Badge, createTheme } from '@mantine/core';

/**
 * The product's Mantine theme. Badges carry the specification's labels ("Within CRP", "Printed",
 * "Irrelevant - Cut Off"): shown as written, never upper-cased, and never cut off with an ellipsis.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'sm',
  components: {
    Badge: Badge.extend({
      styles: {
        root: { textTransform: 'none', overflow: 'visible' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    }),
  },
});
