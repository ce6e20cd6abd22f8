import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from '../api/client.ts';
import { forgetTab } from '../ui/tabMemory.ts';
import { loadProfile, reloadProfile, type CurrentUser, type MenuItem, type Profile } from './profile.ts';
import { csrfToken, renewAccessToken } from './renewal.ts';
import { tokenStore } from './tokenStore.ts';

export type { CurrentUser, MenuItem };

export interface Session {
  token: string | null;
  user: CurrentUser | null;
  menu: MenuItem[];
  /** True while the profile of a stored token is being fetched. */
  loading: boolean;
  /** Stores the token, fetches the profile and menu; signs out again when that fails. */
  signIn(token: string): Promise<CurrentUser>;
  /** Signs out everywhere; the identity provider's sign-out address when the session began there. */
  signOut(): Promise<string | undefined>;
  reload(): Promise<void>;
  can(permission: string): boolean;
}

const SessionContext = createContext<Session | null>(null);
const REFRESH_BEFORE_MS = 5 * 60_000;
/** After a renewal the server could not answer, the next try. */
const RETRY_MS = 30_000;

/** A session known before the first render: the server's picture of a screen (ServerPicture.tsx) knows its user. */
export type KnownSession = Profile;

export function SessionProvider({ children, known }: { children: ReactNode; known?: KnownSession | undefined }) {
  const [token, setToken] = useState(tokenStore.get);
  const [user, setUser] = useState<CurrentUser | null>(known?.user ?? null);
  const [menu, setMenu] = useState<MenuItem[]>(known?.menu ?? []);
  const [loading, setLoading] = useState(Boolean(token) && !known);

  useEffect(() => tokenStore.subscribe(setToken), []);

  /** Shows the profile `read` gives; a profile that cannot be read ends the session. */
  const show = useCallback(async (read: Promise<Profile>) => {
    try {
      const profile = await read;
      setUser(profile.user);
      setMenu(profile.menu);
    } catch {
      tokenStore.set(null);
    }
  }, []);
  const reload = useCallback(() => show(reloadProfile()), [show]);

  // A stored token (page reload) shows its profile, the one the routes read too; a token that went away clears the session.
  useEffect(() => {
    if (!token) {
      setUser(null);
      setMenu([]);
      setLoading(false);
      return;
    }
    if (user) return;
    setLoading(true);
    void show(loadProfile()).finally(() => setLoading(false));
  }, [token, user, show]);

  // Renew the token shortly before it expires, while the user works; when the page comes back
  // (a laptop woken up, a tab shown again) a token that ran out meanwhile is renewed at once.
  useEffect(() => {
    if (!token) return;
    const expiresAt = tokenStore.expiresAt(token);
    if (!expiresAt) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (ms: number) => {
      timer = setTimeout(async () => {
        if ((await renewAccessToken()) === 'unavailable') schedule(RETRY_MS);
      }, ms);
    };
    schedule(Math.max(0, expiresAt - Date.now() - REFRESH_BEFORE_MS));
    const onShow = () => {
      if (document.visibilityState === 'visible' && Date.now() > expiresAt - REFRESH_BEFORE_MS) void renewAccessToken();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [token]);

  const signIn = useCallback(async (newToken: string) => {
    tokenStore.set(newToken);
    try {
      const profile = await reloadProfile();
      setUser(profile.user);
      setMenu(profile.menu);
      return profile.user;
    } catch (error) {
      tokenStore.set(null);
      throw error;
    }
  }, []);

  const signOut = useCallback(async () => {
    // The token proves who signs out; without one (it ran out), the session cookie does.
    const csrf = csrfToken();
    const answer = await api.POST('/user/logout', { headers: csrf ? { 'X-CSRF-Token': csrf } : {} }).catch(() => undefined);
    tokenStore.set(null);
    // Unsaved work of the tab (wizards) and what the device keeps (the dock's) stay with the user who signed out.
    forgetTab();
    // Loaded only here: the sign-in page does not carry the device's store.
    await import('./deviceStore.ts').then((device) => device.forgetDevice());
    setUser(null);
    setMenu([]);
    return answer?.data?.logoutUrl;
  }, []);

  const session = useMemo<Session>(
    () => ({
      token,
      user,
      menu,
      loading,
      signIn,
      signOut,
      reload,
      can: (permission) => Boolean(user?.permissions.includes(permission)),
    }),
    [token, user, menu, loading, signIn, signOut, reload],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
