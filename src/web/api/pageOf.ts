import { problemMessage, type FieldLabels } from '../i18n/problemMessage.ts';

/**
 * A list's page from the API client's answer. A refusal (a filter the server does not take, a
 * permission taken away) is thrown with the server's message, which the table shows in place of
 * its rows (spec 000 §8): never an empty list that hides why. A refused filter is named by its
 * label in `labels`, as the search form shows it.
 */
export function pageOf<T>(answer: { data?: { data: T[]; totalRecord: number; nextCursor?: string }; error?: unknown }, labels?: FieldLabels) {
  if (!answer.data) throw new Error(problemMessage(answer.error, 'The list could not be read.', labels));
  return { data: answer.data.data, totalRecord: answer.data.totalRecord, nextCursor: answer.data.nextCursor };
}
