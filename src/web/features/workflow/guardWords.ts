import type { I18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { ChartTransition } from '../../../../machines/charts/machineChart.ts';
import { processStepNames } from './processStepNames.ts';

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
const machineWords = (i18n: I18n, english: string, t: ChartTransition) =>
  i18n._({
    id: generateMessageId(english),
    message: english,
    values: Object.fromEntries(Object.entries(t.guardParams ?? {}).map(([key, value]) => [key, paramWords(i18n, value)])),
  });

export const guardLabelIn = (i18n: I18n, t: ChartTransition): string => (t.guardLabel ? machineWords(i18n, t.guardLabel, t) : (t.guard ?? ''));
export const guardDescriptionIn = (i18n: I18n, t: ChartTransition): string | null => (t.guardDescription ? machineWords(i18n, t.guardDescription, t) : null);
