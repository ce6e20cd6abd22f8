import type { I18n } from '@lingui/core';
import { translatedText } from '../../i18n/translatedText.ts';
import type { FieldLabels } from '../../i18n/problemMessage.ts';
import { fieldsInOrder, labelOf, type SchemaWithUi } from './formSchemas.ts';

/**
 * A forms/ label in the user's language. The English label is the message, as with the Lingui
 * macros: src/web/i18n/formsExtractor.ts puts each `ui:title` into the catalogs under the same id.
 */
export const translatedLabel = translatedText;

/** Each field of a form by its label in the user's language: a refusal names a field as the form shows it. */
export const fieldLabelsOf = (i18n: I18n, form: SchemaWithUi): FieldLabels =>
  Object.fromEntries(fieldsInOrder(form).map((field) => [field, translatedLabel(i18n, labelOf(form.ui, field))]));
