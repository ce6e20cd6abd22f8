import { createContext, useContext } from 'react';
import type { Language } from './languages.ts';

export interface LanguageChoice {
  language: Language;
  /** Signed in: stored on the user; signed out: for this visit only. */
  setLanguage(language: Language): Promise<void>;
}

export const LanguageContext = createContext<LanguageChoice | null>(null);

export function useLanguageChoice(): LanguageChoice {
  const choice = useContext(LanguageContext);
  if (!choice) throw new Error('useLanguageChoice outside LanguageContext');
  return choice;
}
