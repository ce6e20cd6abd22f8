import { i18n } from '@lingui/core';
import type { Language } from './languages.ts';

const catalogs: Record<Language, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('./locales/en/messages.po'),
  de: () => import('./locales/de/messages.po'),
  es: () => import('./locales/es/messages.po'),
  fr: () => import('./locales/fr/messages.po'),
  ja: () => import('./locales/ja/messages.po'),
  zh: () => import('./locales/zh/messages.po'),
};

/** The machines' guard words, a catalog of their own (lingui.config.ts) the workflow charts load (guardWords.ts), not every page. */
export const machineWordsCatalogs: Record<Language, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('./locales/en/machineWords.po'),
  de: () => import('./locales/de/machineWords.po'),
  es: () => import('./locales/es/machineWords.po'),
  fr: () => import('./locales/fr/machineWords.po'),
  ja: () => import('./locales/ja/machineWords.po'),
  zh: () => import('./locales/zh/machineWords.po'),
};

/**
 * Loads a catalog and switches the interface and the page's lang attribute to it. The date
 * pickers take their language from DatesProvider (App.tsx) and their month names from the dayjs
 * locales that DateField loads: the sign-in page carries no dates.
 */
export async function activateLanguage(language: Language): Promise<void> {
  // Active already (a screen the server drew is taken over with its language active): activating it
  // again would tell every translated text to render again, the whole screen, before it is even shown.
  if (i18n.locale !== language) {
    const { messages } = await catalogs[language]();
    i18n.loadAndActivate({ locale: language, messages: messages as never });
  }
  // The server's picture of a screen (ServerPicture.tsx) has no page: its lang is written in the HTML.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export { i18n };
