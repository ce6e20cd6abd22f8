import { api, type Schemas } from '../api/client.ts';
import { tokenStore } from './tokenStore.ts';

export type CurrentUser = Schemas['CurrentUser'];
export type MenuItem = Schemas['MenuItem'];

/** Who is signed in: the profile (permissions, plants, preferences) and the side menu. */
export interface Profile {
  user: CurrentUser;
  menu: MenuItem[];
}

/**
 * The signed-in user's profile, read once per access token and shared by the session (React,
 * session.tsx) and the routes (the app layout's beforeLoad gives it to every signed-in route, so
 * a loader or a redirect knows whom it loads for: permissions, plants, stored filters). Another
 * token (a renewal, another user) reads it again; none forgets it.
 */
let current: { token: string | null; profile: Promise<Profile> } | null = null;

tokenStore.subscribe((token) => {
  if (!token) current = null;
});

async function fetchProfile(): Promise<Profile> {
  const [me, menu] = await Promise.all([api.GET('/user/me'), api.GET('/menu')]);
  if (!me.data || !menu.data) throw new Error('The profile could not be loaded.');
  return { user: me.data, menu: menu.data.data };
}

/** The session's profile: the one read already for this token, else read now (once, whoever asks first). */
export function loadProfile(): Promise<Profile> {
  const token = tokenStore.get();
  if (current?.token === token) return current.profile;
  const read = { token, profile: fetchProfile() };
  current = read;
  read.profile.catch(() => {
    if (current === read) current = null;
  });
  return read.profile;
}

/** The profile read again (a preference changed, a new sign-in). */
export function reloadProfile(): Promise<Profile> {
  current = null;
  return loadProfile();
}

/** A profile known without asking, for the token of now (the screen the server drew came with it). */
export function knowProfile(profile: Profile): void {
  current = { token: tokenStore.get(), profile: Promise.resolve(profile) };
}
