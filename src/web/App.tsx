import { lazy, startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { MantineProvider, useMantineColorScheme } from '@mantine/core';
import { api } from './api/client.ts';
import { FirstPage, opensOnSignInPage } from './FirstPage.tsx';
import { SessionProvider, useSession, type KnownSession } from './session/session.tsx';
import { LanguageContext, type LanguageChoice } from './i18n/LanguageContext.tsx';
import { activateLanguage, i18n } from './i18n/i18n.ts';
import { browserLanguage, type Language } from './i18n/languages.ts';
import { DialogHost } from './ui/dialogHost.tsx';
import { memoryColorSchemeManager } from './ui/memoryColorScheme.ts';
import { cssVariablesResolver, theme } from './ui/theme.ts';

const colorSchemeManager = memoryColorSchemeManager();

const loadRoutedApp = () => import('./RoutedApp.tsx');
/** The routed app, shown once its router has loaded the first screen (nothing blank between two pages). */
const RoutedApp = lazy(async () => {
  const { RoutedApp, loadFirstScreen } = await loadRoutedApp();
  await loadFirstScreen();
  return { default: RoutedApp };
});

/** What shows a user's first sign of life on the page: a pointer moving over it, a focus, a key. */
const intentEvents = ['pointerover', 'focusin', 'keydown'] as const;

/**
 * A screen the server drew (ServerPicture.tsx), which the page takes over as it is: the session it
 * was drawn for, and the routed app already loaded (its router at the drawn screen). The server
 * renders this same tree: the page's first render must be the server's, element for element.
 */
export interface DrawnApp {
  session: KnownSession;
  routedApp: ReactNode;
}

export function App({ onReady, drawn }: { onReady?: () => void; drawn?: DrawnApp }) {
  return (
    <AppTheme>
      <SessionProvider known={drawn?.session}>
        <Localized onReady={onReady} routedApp={drawn?.routedApp} />
      </SessionProvider>
    </AppTheme>
  );
}

/**
 * The product's theme, for the page and the server's picture of a screen (ServerPicture.tsx).
 * Mantine writes all its CSS variables in the page (deduplicateCssVariables off): it computes them
 * anyway, and the sign-in page then needs no copy of the defaults in a style sheet (firstPage.css).
 */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      deduplicateCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}

/** Follows the signed-in user's language and colour scheme; the browser's before sign-in. */
function Localized({ onReady, routedApp }: { onReady?: (() => void) | undefined; routedApp: ReactNode }) {
  const session = useSession();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [guestLanguage, setGuestLanguage] = useState<Language>(browserLanguage);
  const language: Language = session.user?.preferences.language ?? guestLanguage;
  // A drawn screen comes with its language's catalogue loaded (main.tsx, ServerPicture.tsx).
  const [active, setActive] = useState<Language | null>(routedApp ? language : null);
  const [routed, setRouted] = useState(() => Boolean(routedApp) || !opensOnSignInPage());
  const { user, reload } = session;

  const setLanguage = useCallback(
    async (next: Language) => {
      setGuestLanguage(next);
      if (!user) return;
      await api.PUT('/user/preferences', { body: { language: next, colorScheme: user.preferences.colorScheme } });
      await reload();
    },
    [user, reload],
  );
  const choice = useMemo<LanguageChoice>(() => ({ language, setLanguage }), [language, setLanguage]);

  useEffect(() => {
    let current = true;
    void activateLanguage(language).then(() => current && setActive(language));
    return () => {
      current = false;
    };
  }, [language]);

  // Only a change: Mantine's setColorScheme (a new function each render) stops every transition of
  // the page for a moment, two restyles of the whole page, and this ran after every render.
  const wantedScheme = session.user?.preferences.colorScheme ?? 'light';
  useEffect(() => {
    if (colorScheme !== wantedScheme) setColorScheme(wantedScheme);
  }, [colorScheme, wantedScheme, setColorScheme]);

  // The first page is left once; the page stays as it is until the routed app is ready (a transition).
  const leave = useCallback(() => startTransition(() => setRouted(true)), []);

  // The routed app loads with the catalogue; on the first page, as soon as the user does anything,
  // so it is there when the page is left. A look at the page alone loads no more than the page.
  useEffect(() => {
    if (routed) {
      void loadRoutedApp();
      return;
    }
    const load = () => {
      for (const event of intentEvents) window.removeEventListener(event, load, true);
      void loadRoutedApp();
    };
    for (const event of intentEvents) window.addEventListener(event, load, true);
    return () => {
      for (const event of intentEvents) window.removeEventListener(event, load, true);
    };
  }, [routed]);

  if (!active) return null;
  return (
    <I18nProvider i18n={i18n}>
      <LanguageContext.Provider value={choice}>
        {/* Around both: in a transition, the shown first page is not hidden while the routed app loads. */}
        <Suspense fallback={null}>
          {routed ? (
            (routedApp ?? <RoutedApp />)
          ) : (
            <>
              <FirstPage onLeave={leave} />
              <DialogHost />
            </>
          )}
          <Shown onShown={onReady} />
        </Suspense>
      </LanguageContext.Provider>
    </I18nProvider>
  );
}

/**
 * Tells once that the page shows a screen: its effect runs when its Suspense boundary shows what is
 * beside it, not its fallback; in the commit, before the browser paints (the server's picture of
 * the screen and the screen are never both in the page between two tasks).
 */
function Shown({ onShown }: { onShown?: (() => void) | undefined }) {
  useLayoutEffect(() => onShown?.(), [onShown]);
  return null;
}
