import type { InspectionEvent } from 'xstate';

type Inspector = (event: InspectionEvent) => void;

/** The browser tests' inspector, set on the page before the app loads (tests/e2e/fixtures.ts). */
declare global {
  interface Window {
    __inspectActors?: Inspector;
  }
}

let installed: Inspector | undefined;

/**
 * Lets a test observe every actor the screens start (component tests' setup calls it); the app
 * never does. The model-coverage check counts the transitions these actors took.
 */
export function inspectActors(inspector: Inspector | undefined): void {
  installed = inspector;
}

/** What the screens create their actors with: XState's `inspect` when a test asked for it, else nothing. */
export function actorOptions(): { inspect?: Inspector } {
  const inspect = installed ?? (typeof window === 'undefined' ? undefined : window.__inspectActors);
  return inspect ? { inspect } : {};
}
