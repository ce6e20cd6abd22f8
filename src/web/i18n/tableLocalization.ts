import type { MRT_Localization } from 'mantine-react-table';
import type { Language } from './languages.ts';

/** mantine-react-table's own label catalogs, loaded with the language. */
const loaders: Record<Language, () => Promise<{ [key: string]: MRT_Localization }>> = {
  en: () => import('mantine-react-table/locales/en/index.esm.mjs'),
  de: () => import('mantine-react-table/locales/de/index.esm.mjs'),
  es: () => import('mantine-react-table/locales/es/index.esm.mjs'),
  fr: () => import('mantine-react-table/locales/fr/index.esm.mjs'),
  ja: () => import('mantine-react-table/locales/ja/index.esm.mjs'),
  zh: () => import('mantine-react-table/locales/zh-Hans/index.esm.mjs'),
};

const loaded = new Map<Language, MRT_Localization>();

/** A language's labels once loaded: a table then shows them from its first render (and the server's picture of a screen, ServerPicture.tsx, loads them first). */
export const loadedTableLocalization = (language: Language): MRT_Localization | null => loaded.get(language) ?? null;

export async function loadTableLocalization(language: Language): Promise<MRT_Localization> {
  const module = await loaders[language]();
  const localization = Object.values(module).find((value) => typeof value === 'object');
  if (!localization) throw new Error(`No table labels for ${language}`);
  loaded.set(language, localization);
  return localization;
}
