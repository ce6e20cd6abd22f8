import { hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';

/**
 * The answers a screen drawn by the server was drawn with (ServerPicture.tsx, issue 34). The page
 * puts them in its query cache before it takes the drawn screen over (main.tsx), and holds them
 * fresh until that screen has mounted: asked again at once, they would render as being fetched
 * (a table's progress bar), which the server did not draw, and React would throw its screen away.
 * Afterwards they age like any answer (the cache's `staleTime` of 0).
 */
const drawn = new Set<string>();

/** Puts the drawn answers in `client`'s cache, fresh until `releaseDrawnAnswers`. */
export function takeDrawnAnswers(client: QueryClient, answers: unknown): void {
  const state = answers as DehydratedState;
  hydrate(client, state);
  for (const query of state.queries) drawn.add(query.queryHash);
}

/** The cache's freshness: a drawn answer's until the drawn screen has mounted, none for the others. */
export const freshness = (query: Query): number => (drawn.has(query.queryHash) ? Infinity : 0);

/** The drawn screen has mounted (its queries subscribed without asking again): its answers age from now on. */
export function releaseDrawnAnswers(): void {
  drawn.clear();
}
