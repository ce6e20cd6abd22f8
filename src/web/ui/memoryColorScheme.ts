import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/**
 * Mantine keeps the colour scheme in localStorage by default; the product keeps nothing in
 * browser storage but a wizard's unsaved input, so the scheme lives in memory and comes from the
 * user's preferences.
 */
export function memoryColorSchemeManager(): MantineColorSchemeManager {
  let current: MantineColorScheme = 'light';
  return {
    get: (defaultValue) => current ?? defaultValue,
    set: (value) => {
      current = value;
    },
    subscribe: () => {},
    unsubscribe: () => {},
    clear: () => {
      current = 'light';
    },
  };
}
