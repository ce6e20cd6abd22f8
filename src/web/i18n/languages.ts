import type { Schemas } from '../api/client.ts';

export type Language = Schemas['Language'];

/** The six languages, each named in itself. */
export const languages: readonly { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'ja', label: '日本語' },
  { code: 'zh', label: '中文' },
];

export function isLanguage(value: string): value is Language {
  return languages.some((l) => l.code === value);
}

/** Before sign-in: the browser's language when we have it, else English. */
export function browserLanguage(): Language {
  // The server's picture of a screen (ServerPicture.tsx) has no browser; its user's language is known.
  if (typeof navigator === 'undefined') return 'en';
  const preferred = (navigator.languages ?? [navigator.language]).map((l) => l.slice(0, 2).toLowerCase());
  return preferred.find(isLanguage) ?? 'en';
}
