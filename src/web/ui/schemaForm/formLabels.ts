import type { I18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * A forms/ label in the user's language. The English label is the message, as with the Lingui
 * macros: src/web/i18n/formsExtractor.ts puts each `ui:title` into the catalogs under the same id.
 */
export const translatedLabel = (i18n: I18n, label: string) => i18n._({ id: generateMessageId(label), message: label });
