import { QueryClient } from '@tanstack/react-query';
import { freshness } from './drawnAnswers.ts';

/**
 * The browser's cache of server state (TanStack Query). Keys name the contract's operation
 * first (`['GET /return/reject', query]`), so a save invalidates by operation. A refused or
 * failed call is answered once: the screens say so at once, as before. Answers are stale at once,
 * but for those of a screen the server drew, until it has mounted (drawnAnswers.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: freshness } } });
}
