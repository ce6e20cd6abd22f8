import { problemMessage, type FieldLabels } from '../i18n/problemMessage.ts';

/**
 * What the API client answered, or its refusal thrown with the server's message in the user's
 * language (a refused field named by its label in `labels`): a screen shows why, never an empty
 * picture that looks like "nothing happened" (issue 55 item 10: a period over a year drew zeros).
 */
export function answerOf<T>(answer: { data?: T; error?: unknown }, labels?: FieldLabels, fallback = 'The data could not be read.'): T {
  if (answer.data === undefined) throw new Error(problemMessage(answer.error, fallback, labels));
  return answer.data;
}
