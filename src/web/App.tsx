import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { MantineProvider, useMantineColorScheme } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { api } from './api/client.ts';
import { SessionProvider, useSession } from './session/session.tsx';
import { LanguageContext, type LanguageChoice } from './i18n/LanguageContext.tsx';
import { activateLanguage, i18n } from './i18n/i18n.ts';
import { browserLanguage, type Language } from './i18n/languages.ts';
import { DialogHost } from './ui/dialogHost.tsx';
import { memoryColorSchemeManager } from './ui/memoryColorScheme.ts';
import { cssVariablesResolver, theme } from './ui/theme.ts';
import { queryClient, router } from './router.tsx';

const colorSchemeManager = memoryColorSchemeManager();

export function App({ onReady }: { onReady?: () => void }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <Localized onReady={onReady} />
        </SessionProvider>
      </QueryClientProvider>
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

  // Another user (or none) sees nothing cached for the last one: the cache is emptied when a user
  // leaves, never when the first one arrives (that would cancel the first screen's queries).
  const userId = session.user?.userId ?? null;
  const cachedFor = useRef(userId);
  useEffect(() => {
    if (cachedFor.current !== null && cachedFor.current !== userId) queryClient.clear();
    cachedFor.current = userId;
  }, [userId]);

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
