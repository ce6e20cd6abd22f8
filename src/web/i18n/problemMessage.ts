import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Problem } from '../api/client.ts';
import serverMessageIds from '../../../generated/serverMessageIds.json';

/** What a field's value broke, as the server names the rule (openapi.yaml Problem.rule). */
const ruleMessages: Record<NonNullable<Problem['rule']>, MessageDescriptor> = {
  required: msg({ message: '{field} is required', comment: 'field is the label of the field as the screen shows it, e.g. Invoice Ref Number' }),
  notAllowed: msg({ message: '{field} is not allowed here', comment: 'field is the label of the field as the screen shows it' }),
  maxLength: msg({ message: '{field} takes at most {limit} characters', comment: 'field is the label of the field as the screen shows it' }),
  minLength: msg({ message: '{field} takes at least {limit} characters', comment: 'field is the label of the field as the screen shows it' }),
  maximum: msg({ message: '{field} is at most {limit}', comment: 'field is the label of the field as the screen shows it' }),
  minimum: msg({ message: '{field} is at least {limit}', comment: 'field is the label of the field as the screen shows it' }),
  date: msg({ message: '{field} is not a valid date (YYYY-MM-DD)', comment: 'field is the label of the field as the screen shows it' }),
  invalid: msg({ message: '{field} is not valid', comment: 'field is the label of the field as the screen shows it' }),
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const refusals = serverMessageIds as [message: string, id: string][];
/** The refusals without values (`No return is chosen.`), by their English. */
const plain = new Map(refusals.filter(([message]) => !message.includes('{')));
/** The server's refusals with values (`Return {retNumber} was not found.`), each as a pattern that reads the values back from its English. */
const withValues = refusals
  .filter(([message]) => message.includes('{'))
  .map(([message, id]) => ({ message, id, pattern: new RegExp(`^${escaped(message).replace(/\\\{(\w+)\\\}/g, '(?<$1>.+?)')}$`) }));

/**
 * A server's English detail in the user's language: one of its refusals (i18n/serverMessages.json,
 * looked up by the catalog ids `npm run generate` wrote beside them), said again with the values it
 * carried; any other detail as sent.
 */
function translatedDetail(detail: string): string {
  const id = plain.get(detail);
  if (id) return i18n._(id, undefined, { message: detail });
  for (const { message, id, pattern } of withValues) {
    const values = pattern.exec(detail)?.groups;
    if (values) return i18n._(id, values, { message });
  }
  return detail;
}

/** A screen's labels of the fields it sends, by the names the API gives them. */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * The message to show for a failed call, in the user's language: the rule a field broke, naming
 * the field by its label on the screen (`labels`, already in the user's language; the API's name
 * where the screen gives none), the server's detail, or the given wording.
 */
export function problemMessage(error: unknown, fallback: string, labels: FieldLabels = {}): string {
  if (error && typeof error === 'object') {
    const e = error as { detail?: unknown; message?: unknown; rule?: unknown; field?: unknown; limit?: unknown };
    if (typeof e.rule === 'string' && e.rule in ruleMessages && typeof e.field === 'string') {
      const rule = ruleMessages[e.rule as keyof typeof ruleMessages];
      const field = Object.hasOwn(labels, e.field) ? labels[e.field] : e.field;
      return i18n._(rule.id, { field, limit: e.limit }, { message: rule.message });
    }
    if (typeof e.detail === 'string' && e.detail) return translatedDetail(e.detail);
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  return fallback;
}
