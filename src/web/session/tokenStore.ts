/**
 * The access token is the only thing the browser keeps (spec 000 §9): in localStorage, so a
 * reload stays signed in. Its expiry is read from the token itself.
 */
const KEY = 'accessToken';
type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

export const tokenStore = {
  get(): string | null {
    return localStorage.getItem(KEY);
  },
  set(token: string | null): void {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
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
