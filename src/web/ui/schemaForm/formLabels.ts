import { translatedText } from '../../i18n/translatedText.ts';

/**
 * A forms/ label in the user's language. The English label is the message, as with the Lingui
 * macros: src/web/i18n/formsExtractor.ts puts each `ui:title` into the catalogs under the same id.
 */
export const translatedLabel = translatedText;
