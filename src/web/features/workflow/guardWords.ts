import { useEffect } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { machineWordsCatalogs } from '../../i18n/i18n.ts';
import type { Language } from '../../i18n/languages.ts';
import type { ChartTransition } from '../../../../machines/charts/machineChart.ts';
import { processStepNames } from './processStepNames.ts';

/** The catalogs that hold the machines' words: switching language replaces a catalog, so they are loaded into the new one. */
const holding = new WeakSet<object>();

/** Loads the machines' words into the catalog shown (again after the language changes); the labels re-render when they come. */
export function useMachineWords(): void {
  const { i18n } = useLingui();
  const locale = i18n.locale as Language;
  const catalog = i18n.messages;
  useEffect(() => {
    if (holding.has(catalog) || !(locale in machineWordsCatalogs)) return;
    void machineWordsCatalogs[locale]().then(({ messages }) => {
      if (i18n.locale !== locale) return;
      i18n.load(locale, messages as never);
      holding.add(i18n.messages);
    });
  }, [i18n, locale, catalog]);
}

/** A parameter a guard is given, as users say it: a step by the name they know it by (FSS/ASM/BM, Chief Delivery); several (edges merged) listed. */
const paramWords = (i18n: I18n, value: unknown): string =>
  Array.isArray(value)
    ? value.map((v) => paramWords(i18n, v)).join(', ')
    : typeof value === 'string' && value in processStepNames
      ? i18n._(processStepNames[value as keyof typeof processStepNames])
      : String(value);

/**
 * A machine's English (a guard's label or description, written beside the guard) in the user's
 * language: the catalogs hold it under the id a macro would give it (generated/machineWords.json
 * is extracted with the rest), the label's `{name}` parts the transition's parameters.
 */
function machineWords(i18n: I18n, english: string, t: ChartTransition): string {
  const id = generateMessageId(english);
  const values: Record<string, string> = Object.fromEntries(Object.entries(t.guardParams ?? {}).map(([key, value]) => [key, paramWords(i18n, value)]));
  // Until the machines' words have come (useMachineWords), the English with its values: the catalog
  // is not asked for what it does not hold yet (Lingui warned of an uncompiled message each time).
  if (!(id in i18n.messages)) return english.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return i18n._({ id, message: english, values });
}

export const guardLabelIn = (i18n: I18n, t: ChartTransition): string => (t.guardLabel ? machineWords(i18n, t.guardLabel, t) : (t.guard ?? ''));
export const guardDescriptionIn = (i18n: I18n, t: ChartTransition): string | null => (t.guardDescription ? machineWords(i18n, t.guardDescription, t) : null);
