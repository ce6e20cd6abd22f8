/**
 * What a screen keeps for this browser tab in sessionStorage, so that Back, Forward and Reload
 * find the user's unsaved work again (a wizard's step and choices). It holds input only, never a
 * credential, and is tied to the user who wrote it: another user signing in on the tab finds
 * nothing, and signing out forgets it all.
 */
const PREFIX = 'goodsReturn.tab.';

interface Stored<T> {
  owner: string;
  value: T;
}

export interface TabSlot<T> {
  /** What `owner` kept here, or null. */
  read(owner: string): T | null;
  write(owner: string, value: T): void;
  clear(): void;
}

let readWithoutTab = false;

/**
 * Whether a screen asked for what the tab kept where there is no tab (the server's picture of a
 * screen, ServerPicture.tsx, which then draws none: the page would show the tab's work, not the
 * empty screen drawn); asking resets it.
 */
export function tabWasAsked(): boolean {
  const asked = readWithoutTab;
  readWithoutTab = false;
  return asked;
}

/** A screen read what the browser's device keeps (the dock's IndexedDB) where there is none: the server's picture draws none either. */
export function askedWithoutTab(): void {
  readWithoutTab = true;
}

export function tabSlot<T>(name: string): TabSlot<T> {
  const key = PREFIX + name;
  return {
    read(owner) {
      if (typeof sessionStorage === 'undefined') {
        readWithoutTab = true;
        return null;
      }
      try {
        const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Stored<T> | null;
        return stored && stored.owner === owner ? stored.value : null;
      } catch {
        return null;
      }
    },
    write(owner, value) {
      sessionStorage.setItem(key, JSON.stringify({ owner, value } satisfies Stored<T>));
    },
    clear() {
      sessionStorage.removeItem(key);
    },
  };
}

/** Forgets everything screens kept for this tab (sign-out). */
export function forgetTab(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
}
