import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { MantineProvider, useMantineColorScheme } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { RouterProvider } from '@tanstack/react-router';
import { api } from './api/client.ts';
import { SessionProvider, useSession } from './session/session.tsx';
import { LanguageContext, type LanguageChoice } from './i18n/LanguageContext.tsx';
import { activateLanguage, i18n } from './i18n/i18n.ts';
import { browserLanguage, type Language } from './i18n/languages.ts';
import { DialogHost } from './ui/dialogHost.tsx';
import { memoryColorSchemeManager } from './ui/memoryColorScheme.ts';
import { cssVariablesResolver, theme } from './ui/theme.ts';
import { router } from './router.tsx';

const colorSchemeManager = memoryColorSchemeManager();

/**
 * Mantine writes all its CSS variables in the page (deduplicateCssVariables off): it computes them
 * anyway, and the sign-in page then needs no copy of the defaults in a style sheet (firstPage.css).
 */
export function App({ onReady }: { onReady?: () => void }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" deduplicateCssVariables={false}>
      <SessionProvider>
        <Localized onReady={onReady} />
      </SessionProvider>
    </MantineProvider>
  );
}

/** Follows the signed-in user's language and colour scheme; the browser's before sign-in. */
function Localized({ onReady }: { onReady?: (() => void) | undefined }) {
  const session = useSession();
  const { setColorScheme } = useMantineColorScheme();
  const [guestLanguage, setGuestLanguage] = useState<Language>(browserLanguage);
  const language: Language = session.user?.preferences.language ?? guestLanguage;
  const [active, setActive] = useState<Language | null>(null);
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

  useEffect(() => {
    setColorScheme(session.user?.preferences.colorScheme ?? 'light');
  }, [session.user?.preferences.colorScheme, setColorScheme]);

  // Signing in or out runs the route guards again; a renewed token changes neither. The first load
  // ran them already: invalidating it while it is under way may leave it pending.
  const signedIn = Boolean(session.token);
  const guardedAs = useRef(signedIn);
  useEffect(() => {
    if (guardedAs.current === signedIn) return;
    guardedAs.current = signedIn;
    void router.invalidate();
  }, [signedIn]);

  useEffect(() => {
    if (active) onReady?.();
  }, [active, onReady]);

  if (!active) return null;
  return (
    <I18nProvider i18n={i18n}>
      <LanguageContext.Provider value={choice}>
      <DatesProvider settings={{ locale: language === 'zh' ? 'zh-cn' : language }}>
        <RouterProvider router={router} />
        <DialogHost />
      </DatesProvider>
      </LanguageContext.Provider>
    </I18nProvider>
  );
}
