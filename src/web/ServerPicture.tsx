import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { dehydrate, type Query } from '@tanstack/react-query';
import { sendRequestsTo } from './api/client.ts';
import { queryClient } from './api/serverState.tsx';
import { App } from './App.tsx';
import { RoutedApp } from './RoutedApp.tsx';
import { createAppRouter } from './router.tsx';
import { appLayout } from './routes/appLayout.ts';
import type { DrawnScreen, PictureRequest } from '../shared/screenPicture.ts';
import { tokenStore } from './session/tokenStore.ts';
import { knowProfile } from './session/profile.ts';
import { activateLanguage } from './i18n/i18n.ts';
import { loadTableLocalization } from './i18n/tableLocalization.ts';
import { tabWasAsked } from './ui/tabMemory.ts';

/**
 * The server's picture of a signed-in screen (issue 34): the screen as the page will show it, from
 * the same components (the whole App) and with the answers of its first queries (a list's first
 * page, the counters), drawn on the server so that a phone on a slow network sees it with the HTML
 * and its style sheets, before the ~350 KB of scripts that make it work have come. The page then
 * takes it over as it is (main.tsx: React's hydration) with what it was drawn with: the session
 * and the answers. Null when the address would not show a screen (a guard sends elsewhere, a
 * loader fails): the page then starts with its plain splash, as without a picture.
 *
 * The browser's modules keep their state in module variables (the token store, the query cache,
 * the active language), one page's: pictures are drawn one at a time, and the token store is
 * emptied after each (which empties the query cache: api/serverState.tsx).
 */
export function renderPicture(request: PictureRequest): Promise<DrawnScreen | null> {
  // A page without a picture is the page as built: better than one that waits behind many others.
  if (waiting >= MAX_WAITING) return Promise.resolve(null);
  waiting++;
  const turn = queue.then(() => draw(request)).finally(() => waiting--);
  queue = turn.then(
    () => undefined,
    () => undefined,
  );
  return turn;
}

// The answers a picture is drawn with are as fresh as the picture: a query drawn as one the page
// will ask again would draw the table's progress bar, which the screen does not show once it has.
queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: Infinity } });

let queue: Promise<void> = Promise.resolve();
let waiting = 0;
/** Pictures asked for and not yet drawn, at most (one is drawn in some 20–60 ms with its answers). */
const MAX_WAITING = 8;

async function draw({ url, accessToken, answer, user, menu }: PictureRequest): Promise<DrawnScreen | null> {
  const language = user.preferences.language;
  tokenStore.set(accessToken);
  knowProfile({ user, menu });
  sendRequestsTo(answer);
  try {
    await Promise.all([activateLanguage(language), loadTableLocalization(language)]);
    const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
    await router.load();
    // A route that sends its arrival elsewhere (Report Header without plants) is drawn where it sends it, once.
    const sentTo = redirectOf(router);
    if (sentTo) {
      router.history.replace(sentTo);
      await router.load();
    }
    if (!shows(router)) return null;
    // What an earlier picture left unread, had it failed half-way.
    tabWasAsked();
    // The page's own tree (main.tsx), element for element: React takes the HTML over only if its first render is this one.
    const screen = () =>
      renderToString(
        <StrictMode>
          <App drawn={{ session: { user, menu }, routedApp: <RoutedApp router={router} /> }} />
        </StrictMode>,
      );
    // The screens whose data is their route's have it now (issue 54 item 1). A render of one that
    // still asks its queries itself (a detail screen, a chart) asks them; they are answered and the
    // screen drawn again, until it asks nothing new (a query that waits on another).
    let html = screen();
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const asked = queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query) });
      if (asked.length === 0) break;
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      html = screen();
    }
    // A screen showing what the browser's tab kept (a wizard's unsaved work) is the tab's to draw.
    if (tabWasAsked()) return null;
    // A part that did not finish here (a lazy chart still loading: React marks its boundary `<!--$!`)
    // would be drawn again by the page with an error logged: such a screen is the page's to draw.
    if (html.includes(CLIENT_RENDERED_BOUNDARY)) return null;
    const drawnAt = router.state.location.href;
    return { html, state: { url: drawnAt, user, menu, answers: dehydrate(queryClient) } };
  } finally {
    tokenStore.set(null);
  }
}

/**
 * Whether the router shows a screen of the signed-in app: a guard that sends elsewhere leaves it
 * without matches (a redirect is the browser's to follow); the pages outside the app's layout
 * (terms, errors, sign-out) are drawn by the page, whose layout ends the wait of a drawn screen
 * (features/shell/ScreenTakenOver.tsx).
 */
function shows(router: ReturnType<typeof createAppRouter>): boolean {
  const { matches } = router.state;
  return matches.some((match) => match.routeId === appLayout.id) && matches.every((match) => match.status === 'success');
}

/**
 * Where the router's load sent the address instead (a route's beforeLoad redirect), or null. On the
 * server the router answers a redirect as TanStack's request handler reads it (its `_serverResult`),
 * not by navigating.
 */
function redirectOf(router: ReturnType<typeof createAppRouter>): string | null {
  const result = (router as unknown as { _serverResult?: { type: string; redirect?: Response } })._serverResult;
  const location = result?.type === 'redirect' ? result.redirect?.headers.get('location') : null;
  if (!location) return null;
  const { pathname, search } = new URL(location, 'http://picture.invalid');
  return pathname + search;
}

/** How React's server render marks a Suspense boundary it left to the page (it suspended or failed). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** Renders of a screen at most: the screen, with its queries' answers, with those of the queries those enabled. */
const MAX_PASSES = 4;

/** A query a screen asked for now, not one that waits on something (its observer's `enabled`, which the query keeps with its options). */
function enabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}
