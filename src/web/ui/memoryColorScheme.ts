import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/**
 * Mantine keeps the colour scheme in localStorage by default; the product keeps nothing in
 * browser storage but a wizard's unsaved input, so the scheme lives in memory and comes from the
 * user's preferences.
 */
export function memoryColorSchemeManager(): MantineColorSchemeManager {
  // A page whose screen the server drew comes in its user's scheme (http/screenPicture.ts): kept from
  // the first paint, not set to light as the page mounts and to the user's a moment later.
  let current: MantineColorScheme = drawnScheme() ?? 'light';
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

function drawnScheme(): MantineColorScheme | null {
  if (typeof document === 'undefined') return null;
  const scheme = document.documentElement.dataset.mantineColorScheme;
  return scheme === 'dark' || scheme === 'light' ? scheme : null;
}
