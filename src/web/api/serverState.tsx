import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { tokenStore } from '../session/tokenStore.ts';
import { createQueryClient } from './queryClient.ts';

/**
 * The browser's one query client, loaded with the first screen that reads the server through it
 * (the application shell, a reset link, a dialog), not with the sign-in page. The signed-in
 * routes' loaders get it from the app layout's beforeLoad (routes/appRoutes.tsx).
 */
export const queryClient = createQueryClient();

// Another user (or none) sees nothing cached for the last one: the cache is emptied when the
// token goes (sign-out, a refused token), never when a user arrives (that would cancel the
// first screen's queries).
tokenStore.subscribe((token) => {
  if (!token) queryClient.clear();
});

/** Gives the screens under it the query client. */
export function ServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
