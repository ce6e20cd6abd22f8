import { useEffect, useRef } from 'react';
import { DatesProvider } from '@mantine/dates';
import { RouterProvider } from '@tanstack/react-router';
import { useSession } from './session/session.tsx';
import { useLanguageChoice } from './i18n/LanguageContext.tsx';
import { DialogHost } from './ui/dialogHost.tsx';
import { appRouter, type AppRouter } from './router.tsx';
import type { Language } from './i18n/languages.ts';
import { warmUpFormatters } from './ui/formattersWarmUp.ts';

/**
 * Makes the router and loads its first screen (guards, loaders, the screen's script): App.tsx
 * waits for it before RoutedApp renders, so the page it replaces stays until the screen shows.
 * Meanwhile, when the page waits on the network, the formatters the first rows use are made.
 */
export const loadFirstScreen = (): Promise<void> => {
  warmUpFormatters();
  return appRouter().load();
};

/**
 * The app with its router: every screen but the sign-in page of a first visit (FirstPage.tsx).
 * App.tsx loads it lazily; once shown, it stays (signing out goes to the router's sign-in page).
 */
export function RoutedApp() {
  const router = appRouter();
  const { language } = useLanguageChoice();

  // Signing in or out runs the route guards again; a renewed token changes neither. The first load
  // ran them already: invalidating it while it is under way may leave it pending.
  const signedIn = Boolean(useSession().token);
  const guardedAs = useRef(signedIn);
  useEffect(() => {
    if (guardedAs.current === signedIn) return;
    guardedAs.current = signedIn;
    void router.invalidate();
  }, [signedIn, router]);

  return <RoutedScreens router={router} language={language} />;
}

/** The screens of a router, with what they share (the date pickers' language, the dialogs): the page's, or the server's picture's. */
export function RoutedScreens({ router, language }: { router: AppRouter; language: Language }) {
  return (
    <DatesProvider settings={{ locale: language === 'zh' ? 'zh-cn' : language }}>
      <RouterProvider router={router} />
      <DialogHost />
    </DatesProvider>
  );
}
