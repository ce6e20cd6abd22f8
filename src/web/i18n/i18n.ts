import { i18n } from '@lingui/core';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import type { Language } from './languages.ts';

const catalogs: Record<Language, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('./locales/en/messages.po'),
  de: () => import('./locales/de/messages.po'),
  es: () => import('./locales/es/messages.po'),
  fr: () => import('./locales/fr/messages.po'),
  ja: () => import('./locales/ja/messages.po'),
  zh: () => import('./locales/zh/messages.po'),
};

const dayjsLocales: Record<Language, string> = { en: 'en', de: 'de', es: 'es', fr: 'fr', ja: 'ja', zh: 'zh-cn' };

/** Loads a catalog and switches the interface, dates and the page's lang attribute to it. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages: messages as never });
  dayjs.locale(dayjsLocales[language]);
  document.documentElement.lang = language;
}

export { i18n };
