import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../auth/session.tsx';

/** What every route's beforeLoad and loader receive: the session and the query client (never imported from main). */
export interface RouterContext {
  session: Session | null;
  queryClient: QueryClient;
}
