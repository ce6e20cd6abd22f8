import { useEffect, useRef } from 'react';
import { DatesProvider } from '@mantine/dates';
import { RouterProvider } from '@tanstack/react-router';
import { useSession } from './session/session.tsx';
import { useLanguageChoice } from './i18n/LanguageContext.tsx';
import { DialogHost } from './ui/dialogHost.tsx';
import { appRouter, type AppRouter } from './router.tsx';
import type { Language } from './i18n/languages.ts';
import { warmUpFormatters } from './ui/formattersWarmUp.ts';
import { queryClient, ServerState } from './api/serverState.tsx';
import { takeDrawnAnswers } from './api/drawnAnswers.ts';
import { activateLanguage } from './i18n/i18n.ts';
import { loadTableLocalization } from './i18n/tableLocalization.ts';
import type { DrawnState } from '../shared/screenPicture.ts';
import { nextTask } from './nextTask.ts';

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
 * Makes ready what the server drew a screen with, so that the page's first render is the server's
 * (main.tsx hydrates it): its address, the screen's answers in the query cache, the language's
 * catalogue and table labels, the router loaded at the address and rendering as the server's
 * does (TanStack Router's `ssr`: no Suspense at its root, which the server's render has not).
 */
export async function loadDrawnScreen({ url, user, answers }: DrawnState): Promise<void> {
  const { language } = user.preferences;
  await Promise.all([activateLanguage(language), loadTableLocalization(language), loadDrawnRouter(url, answers)]);
}

/**
 * Each step in a task of its own, the first after this module's evaluation: together they were one
 * long task on a phone (the routed app's scripts evaluated, the answers taken, the router made).
 */
async function loadDrawnRouter(url: string, answers: DrawnState['answers']): Promise<void> {
  await nextTask();
  // The address the screen was drawn at, had its route sent the page's elsewhere (a beforeLoad redirect).
  if (url !== location.pathname + location.search + location.hash) history.replaceState(history.state, '', url);
  takeDrawnAnswers(queryClient, answers);
  // While the scripts and the catalogue load: the screen's cells format with them as it is taken over.
  warmUpFormatters();
  await nextTask();
  const router = appRouter();
  router.ssr = { manifest: undefined };
  await nextTask();
  await router.load();
}

/**
 * The app with its router: every screen but the sign-in page of a first visit (FirstPage.tsx).
 * App.tsx loads it lazily; once shown, it stays (signing out goes to the router's sign-in page).
 * The server's picture of a screen gives it the router it drew with (ServerPicture.tsx).
 */
export function RoutedApp({ router = appRouter() }: { router?: AppRouter }) {
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
function RoutedScreens({ router, language }: { router: AppRouter; language: Language }) {
  return (
    <DatesProvider settings={{ locale: language === 'zh' ? 'zh-cn' : language }}>
      <RouterProvider router={router} />
      {/* A dialog's content may read the server, as the screens do. */}
      <DialogHost frame={ServerState} />
    </DatesProvider>
  );
}
