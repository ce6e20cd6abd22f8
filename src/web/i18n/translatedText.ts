import type { I18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * An English text in the user's language when the catalog holds it, under the id a Lingui macro
 * gives the same English (a forms/ label, a server's refusal); else the English as it is.
 */
export const translatedText = (i18n: I18n, english: string) => i18n._({ id: generateMessageId(english), message: english });
