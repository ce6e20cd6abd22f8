import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Problem } from '../api/client.ts';
import { translatedLabel } from './schemaForm/formLabels.ts';

/** What a field's value broke, as the server names the rule (openapi.yaml Problem.rule). */
const ruleMessages: Record<NonNullable<Problem['rule']>, MessageDescriptor> = {
  required: msg({ message: '{field} is required', comment: 'field is the API name of the field, e.g. retNumber' }),
  notAllowed: msg({ message: '{field} is not allowed here', comment: 'field is the API name of the field' }),
  maxLength: msg({ message: '{field} takes at most {limit} characters', comment: 'field is the API name of the field' }),
  minLength: msg({ message: '{field} takes at least {limit} characters', comment: 'field is the API name of the field' }),
  maximum: msg({ message: '{field} is at most {limit}', comment: 'field is the API name of the field' }),
  minimum: msg({ message: '{field} is at least {limit}', comment: 'field is the API name of the field' }),
  date: msg({ message: '{field} is not a valid date (YYYY-MM-DD)', comment: 'field is the API name of the field' }),
  invalid: msg({ message: '{field} is not valid', comment: 'field is the API name of the field' }),
};

/**
 * The message to show for a failed call, in the user's language: the rule a field broke, the
 * server's detail, or the given wording.
 */
export function problemMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const e = error as { detail?: unknown; message?: unknown; rule?: unknown; field?: unknown; limit?: unknown };
    if (typeof e.rule === 'string' && e.rule in ruleMessages && typeof e.field === 'string') {
      const rule = ruleMessages[e.rule as keyof typeof ruleMessages];
      return i18n._(rule.id, { field: e.field, limit: e.limit }, { message: rule.message });
    }
    // The catalog holds the screens' own wording and the refusals of i18n/serverMessages.ts, under the id of their English.
    if (typeof e.detail === 'string' && e.detail) return translatedLabel(i18n, e.detail);
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  return fallback;
}
