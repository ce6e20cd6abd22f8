import { readFileSync } from 'node:fs';

/** The demo users whose sessions the setup project saves: every role's, so each test starts signed in. */
export const sessionUsers = [
  'admin', 'administrator', 'operation_ho', 'sales_service', 'display', 'display_only', 'fss', 'asm', 'nsm', 'bm', 'brqa', 'qaho', 'client',
  'chief_delivery', 'chief_warehouse', 'fpre',
] as const;
export type SessionUser = (typeof sessionUsers)[number];

/** Where the setup project keeps a user's signed-in browser state (Playwright's storageState). */
export const sessionFile = (user: SessionUser) => `.tmp/e2e-sessions/${user}.json`;

/** The access token of a user's saved session (the only thing the browser keeps, in localStorage). */
export function savedToken(user: SessionUser): string {
  const state = JSON.parse(readFileSync(sessionFile(user), 'utf8')) as { origins: { localStorage: { name: string; value: string }[] }[] };
  const token = state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'accessToken');
  if (!token) throw new Error(`No saved session for ${user}: the setup project signs every user in first.`);
  return token.value;
}
