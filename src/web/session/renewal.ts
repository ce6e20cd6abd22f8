import { HOST_PREFIX, sessionCookieNames } from '../../shared/sessionCookies.ts';
import { api } from '../api/client.ts';
import { tokenStore } from './tokenStore.ts';
import { sessionEnded } from './sessionEnded.ts';

/**
 * The value of the session's CSRF cookie, or null without a session. The refresh cookie itself is
 * HttpOnly: this one is how the page knows a session may be there to renew.
 */
export function csrfToken(): string | null {
  const names = [`${HOST_PREFIX}${sessionCookieNames.csrf}`, sessionCookieNames.csrf];
  for (const part of document.cookie.split(/;\s*/)) {
    const at = part.indexOf('=');
    if (at > 0 && names.includes(part.slice(0, at))) return decodeURIComponent(part.slice(at + 1));
  }
  return null;
}

export type Renewal = 'renewed' | 'signed-out' | 'unavailable';

let inFlight: Promise<Renewal> | null = null;

/**
 * A renewal that has not answered by then counts as the server not answering: the page opens (on
 * the sign-in page, when it was opening) rather than stay blank behind a request that hangs.
 */
const RENEWAL_TIMEOUT_MS = 8000;

/**
 * A fresh access token from the session cookie (POST /user/token with the CSRF value), kept in
 * memory. 'signed-out' when the session is gone (the token goes too); 'unavailable' when the
 * server or the company's provider could not answer (the token stays until it expires). Calls at
 * the same moment share one request.
 */
export function renewAccessToken(): Promise<Renewal> {
  inFlight ??= renew().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function renew(): Promise<Renewal> {
  const csrf = csrfToken();
  if (!csrf) {
    tokenStore.set(null);
    return 'signed-out';
  }
  try {
    const { data, response } = await api.POST('/user/token', { headers: { 'X-CSRF-Token': csrf }, signal: AbortSignal.timeout(RENEWAL_TIMEOUT_MS) });
    if (data) {
      tokenStore.set(data.data.accessToken);
      return 'renewed';
    }
    if (response.status === 401 || response.status === 403) {
      // The tab had a session and the server ended it: the sign-in page says so.
      sessionEnded.note();
      tokenStore.set(null);
      return 'signed-out';
    }
    return 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/** On opening the page: the session's access token when the browser has a session (one request), before anything renders. */
export async function restoreSession(): Promise<void> {
  if (csrfToken() && !tokenStore.get()) await renewAccessToken();
}
