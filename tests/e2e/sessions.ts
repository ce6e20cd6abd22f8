import { readFileSync } from 'node:fs';
import type { Cookie } from '@playwright/test';

/** The demo users whose sessions the setup project saves: every role's, so each test starts signed in. */
export const sessionUsers = [
  'admin',
  'administrator',
  'operation_ho',
  'sales_service',
  'display',
  'display_only',
  'fss',
  'asm',
  'nsm',
  'bm',
  'brqa',
  'qaho',
  'client',
  'chief_delivery',
  'chief_warehouse',
  'fpre',
] as const;
export type SessionUser = (typeof sessionUsers)[number];

/** Where the setup project keeps a user's signed-in browser state (Playwright's storageState). */
export const sessionFile = (user: SessionUser) => `.tmp/e2e-sessions/${user}.json`;

/** The cookies of a user's saved session (the session cookie and its CSRF value: all a signed-in browser keeps). */
export function savedCookies(user: SessionUser): Cookie[] {
  const state = JSON.parse(readFileSync(sessionFile(user), 'utf8')) as { cookies: Cookie[] };
  if (!state.cookies.some((cookie) => cookie.name.endsWith('gr-session')))
    throw new Error(`No saved session for ${user}: the setup project signs every user in first.`);
  return state.cookies;
}
