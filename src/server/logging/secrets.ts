/**
 * What no log shows: the secrets a link or an address carries (a password reset's token), and
 * the values under a secret-looking key of a logged body. One definition for the request log,
 * the e-mail log and the API log.
 */

/** Keys whose values a log never shows: passwords, tokens, keys. */
export const secretKey = /pass(word)?|token|secret|authori[sz]ation|api[-_]?key|cookie/i;

/** A link's or an address's secret parameters (`?token=…`, `&resetToken=…`) replaced by `***`. */
export const maskedLinks = (text: string) => text.replace(/([?&#][\w-]*(?:token|code|key|secret)=)[^\s&#"'<>]+/gi, '$1***');

/** A logged body with every value under a secret-looking key masked. */
export function maskedBody(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskedBody);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, secretKey.test(key) ? '***' : maskedBody(inner)]));
}
