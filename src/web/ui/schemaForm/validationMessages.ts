import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RJSFValidationError } from '@rjsf/utils';

const messages = {
  required: msg`Please fill out this field`,
  minLength: msg`Too short`,
  maxLength: msg`Too long`,
  pattern: msg`Not in the expected form`,
  format: msg`Not a valid value`,
  minimum: msg`Too small`,
  maximum: msg`Too large`,
  type: msg`Not a valid value`,
  enum: msg`Not one of the choices`,
};

/** Ajv's English messages in the user's language, by the rule a value broke; one list for every form. */
export function translatedErrors(i18n: I18n) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const message = messages[error.name as keyof typeof messages];
      return message ? { ...error, message: i18n._(message) } : error;
    });
}
