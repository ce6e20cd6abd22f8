import type { FieldLabels } from '../i18n/problemMessage.ts';
import { answerOf } from './answerOf.ts';

/**
 * A list's page from the API client's answer. A refusal (a filter the server does not take, a
 * permission taken away) is thrown with the server's message, which the table shows in place of
 * its rows (spec 000 §8): never an empty list that hides why. A refused filter is named by its
 * label in `labels`, as the search form shows it.
 */
export function pageOf<T>(answer: { data?: { data: T[]; totalRecord: number; nextCursor?: string }; error?: unknown }, labels?: FieldLabels) {
  const { data, totalRecord, nextCursor } = answerOf(answer, labels, 'The list could not be read.');
  return { data, totalRecord, nextCursor };
}
