import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { loadProfile, type CurrentUser } from '../../session/profile.ts';
import { renewAccessToken } from '../../session/renewal.ts';
import { tokenStore } from '../../session/tokenStore.ts';
import { deviceStore } from '../../session/deviceStore.ts';

export interface DockSession {
  queryClient: QueryClient;
  user: CurrentUser;
  /** Opened without a network for the user who used the dock here last: decisions wait until they are signed in again. */
  offline: boolean;
}

/**
 * Who the dock opens for. Online, the signed-in user, remembered on the device as the dock's user.
 * Without a network (the session cannot be renewed: the server is not reached), the user remembered,
 * so that a tablet in a dead zone opens the dock it was using; a session the server ended, or no
 * one remembered, goes to the sign-in page.
 */
export async function dockSession(): Promise<DockSession> {
  const { queryClient } = await import('../../api/serverState.tsx');
  const renewal = tokenStore.get() ? 'renewed' : await renewAccessToken();
  if (renewal === 'renewed') {
    const profile = await loadProfile().catch(() => null);
    if (profile) {
      // The privacy policy is agreed in the application's shell first (it asks there), as for every screen.
      if (!profile.user.privacy.agreed) throw redirect({ to: '/dashboard' });
      if (typeof indexedDB !== 'undefined') await (await deviceStore()).put('dockUser', { user: profile.user, rememberedAt: new Date().toISOString() }, 'last');
      return { queryClient, user: profile.user, offline: false };
    }
  }
  const remembered = renewal === 'unavailable' && typeof indexedDB !== 'undefined' ? await (await deviceStore()).get('dockUser', 'last') : undefined;
  if (remembered) return { queryClient, user: remembered.user, offline: true };
  throw redirect({ to: '/auth/login' });
}
