/**
 * The access token, in this page's memory only (issue 35): no script that ever runs on the page
 * can find it in storage, and a reload renews it from the session cookie (session/renewal.ts).
 * Its expiry is read from the token itself.
 */
type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();
let current: string | null = null;

export const tokenStore = {
  get(): string | null {
    return current;
  },
  set(token: string | null): void {
    current = token;
    for (const listener of listeners) listener(token);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Milliseconds since the epoch at which the token expires, or null when it cannot be read. */
  expiresAt(token: string): number | null {
    try {
      const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
      return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
    } catch {
      return null;
    }
  },
};
