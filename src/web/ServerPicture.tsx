import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory } from '@tanstack/react-router';
import type { Query } from '@tanstack/react-query';
import { sendRequestsTo } from './api/client.ts';
import { queryClient } from './api/serverState.tsx';
import { AppTheme } from './App.tsx';
import { RoutedScreens } from './RoutedApp.tsx';
import { createAppRouter } from './router.tsx';
import { SessionProvider } from './session/session.tsx';
import type { PictureRequest } from '../shared/screenPicture.ts';
import { tokenStore } from './session/tokenStore.ts';
import { LanguageContext } from './i18n/LanguageContext.tsx';
import { activateLanguage, i18n } from './i18n/i18n.ts';
import { loadTableLocalization } from './i18n/tableLocalization.ts';

/**
 * The server's picture of a signed-in screen (issue 34): the screen as the page will show it, from
 * the same components and with the answers of its first queries (a list's first page, the
 * counters), drawn on the server so that a phone on a slow network sees it with the HTML and its
 * style sheets, before the ~350 KB of scripts that make it work have come. index.html's splash
 * shows it, inert, until the page shows the screen itself (ui/splashScreen.ts). Null when the
 * address would not show a screen (a guard sends elsewhere, a loader fails): the page then starts
 * with its plain splash, as without a picture.
 *
 * The browser's modules keep their state in module variables (the token store, the query cache,
 * the active language), one page's: pictures are drawn one at a time, and the token store is
 * emptied after each (which empties the query cache: api/serverState.tsx).
 */
export function renderPicture(request: PictureRequest): Promise<string | null> {
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

async function draw({ url, accessToken, answer, user, menu }: PictureRequest): Promise<string | null> {
  const language = user.preferences.language;
  tokenStore.set(accessToken);
  sendRequestsTo(answer);
  try {
    await Promise.all([activateLanguage(language), loadTableLocalization(language)]);
    const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
    await router.load();
    // A guard that sends elsewhere leaves the router without matches (a redirect is the browser's to follow).
    const { matches } = router.state;
    if (matches.length === 0 || matches.some((match) => match.status !== 'success')) return null;
    const screen = () =>
      renderToString(
        <AppTheme>
          <SessionProvider known={{ user, menu }}>
            <I18nProvider i18n={i18n}>
              <LanguageContext.Provider value={{ language, setLanguage: async () => {} }}>
                <RoutedScreens router={router} language={language} />
              </LanguageContext.Provider>
            </I18nProvider>
          </SessionProvider>
        </AppTheme>,
      );
    // A render asks its queries (the first page of a list, the counters); they are answered, and the
    // screen drawn again with what they answered, until it asks nothing new (a query that waits on another).
    let html = screen();
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const asked = queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query) });
      if (asked.length === 0) break;
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      html = screen();
    }
    return html;
  } finally {
    tokenStore.set(null);
  }
}

/** Renders of a screen at most: the screen, then with its queries' answers, then with those of the queries those enabled. */
const MAX_PASSES = 3;

/** A query a screen asked for now, not one that waits on something (its observer's `enabled`, which the query keeps with its options). */
function enabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}
