import type { ValidatorType } from '@rjsf/utils';

const refused = (question: string) => (): never => {
  throw new Error(
    `A search or read-only form checks nothing, yet the form library asked to ${question}: a schema that needs it (oneOf, anyOf, if, dependencies) needs compiled checks (npm run generate, generated/formValidators).`,
  );
};

/**
 * The validator of the forms that check nothing: a search form (spec 000 §2.4) and a record shown
 * read-only. The form library asks a validator only to check data (never, with noValidate and no
 * Save) and to choose between a schema's alternatives, which no schema of forms/ has: so these
 * forms need no JSON Schema compiler in the browser (Ajv was a third of the forms' script), and a
 * schema that would need one fails loudly here instead of being answered wrongly.
 */
export const validatesNothing: ValidatorType = {
  validateFormData: refused('check its data'),
  isValid: refused('match its data against one of its schemas'),
  rawValidation: refused('check its data'),
};
