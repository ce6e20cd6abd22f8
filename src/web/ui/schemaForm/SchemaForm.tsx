import { useId, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Form } from '@rjsf/mantine';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { translatedLabel } from './formLabels.ts';
import { translatedErrors } from './validationMessages.ts';
import { fieldsInOrder, type SchemaWithUi } from './formSchemas.ts';
import { BaseInputTemplate, CodesField, FieldErrorTemplate, ObjectFieldTemplate, schemaWidgets, type CodeChoices, type FormPlant } from './schemaWidgets.tsx';
import { validatesNothing } from './validatesNothing.ts';

// Edit forms check with their compiled functions, as the page's Content Security Policy forbids
// compiling code in the browser; search and read-only forms check nothing (validatesNothing.ts).
const fields = { codes: CodesField };

interface Props {
  form: SchemaWithUi;
  value: Record<string, unknown>;
  /** A search form: validates nothing (spec 000 §2.4), Enter or its Search button searches. */
  onSearch?: (value: Record<string, unknown>) => void;
  onChange?: (value: Record<string, unknown>) => void;
  /** An edit form: validated against its schema (the server checks the same), then saved. */
  onSave?: (value: Record<string, unknown>) => void;
  /** Fields shown but not changed (a record's name once created). */
  fixed?: readonly string[];
  /** A new record: the fields its schema marks readOnly (its name once created) are filled in. */
  creating?: boolean;
  /** What the lists of codes of the form offer (roles, plants), by the name their ui schema gives. */
  choices?: CodeChoices;
  /** The plants a `plant` widget offers: the signed-in user's (shared UI does not read the session). */
  plants?: readonly FormPlant[];
  /** A record shown, not edited: every field read-only and formatted, no button. */
  readonly?: boolean;
  columns?: number;
  /** The server's refusals by field, each shown under its input (the rule a value broke, as the server decides it). */
  errors?: Readonly<Record<string, string>>;
}

/**
 * The one form component of forms/ schemas (RJSF with the Mantine theme): labels from the ui
 * schema in the user's language, DD/MM/YYYY dates, the user's plants to choose from. A search
 * form validates nothing (spec 000 §2.4); an edit form validates against its schema before Save.
 */
export function SchemaForm({
  form,
  value,
  onSearch,
  onChange,
  onSave,
  fixed = [],
  creating = false,
  choices,
  plants,
  readonly = false,
  columns = 3,
  errors,
}: Props) {
  const { t, i18n } = useLingui();
  const uiSchema = useMemo<UiSchema>(() => {
    const translated: UiSchema = { ...form.ui, 'ui:options': { gridCols: columns } };
    for (const field of fieldsInOrder(form)) {
      const ui = (form.ui[field] ?? {}) as UiSchema;
      const title = typeof ui['ui:title'] === 'string' ? { 'ui:title': translatedLabel(i18n, ui['ui:title']) } : {};
      const names = Array.isArray(ui['ui:enumNames']) ? { 'ui:enumNames': (ui['ui:enumNames'] as string[]).map((n) => translatedLabel(i18n, n)) } : {};
      translated[field] = { ...ui, ...title, ...names, ...(fixed.includes(field) ? { 'ui:readonly': true } : {}) };
    }
    translated['ui:submitButtonOptions'] = readonly ? { norender: true } : { submitText: onSave ? t`Save` : t`Search` };
    return translated;
  }, [form, i18n, t, readonly, columns, onSave, fixed]);

  const transformErrors = useMemo(() => translatedErrors(i18n), [i18n]);
  const extraErrors = useMemo<ErrorSchema | undefined>(
    () => (errors ? (Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, { __errors: [message] }])) as ErrorSchema) : undefined),
    [errors],
  );
  const validator = useMemo(() => (form.checks ? createPrecompiledValidator(form.checks, form.schema) : validatesNothing), [form]);
  if (onSave && !form.checks) throw new Error(`No compiled checks for the edit form ${form.schema.title ?? ''}: run npm run generate`);
  // Each form its own ids: a dialog's form over a search form of the same fields would otherwise
  // label the search form's inputs, and its own would have no name.
  const idPrefix = `form${useId().replace(/:/g, '')}`;
  return (
    <Form
      schema={form.schema}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      idPrefix={idPrefix}
      formContext={{ creating, choices, plants }}
      // A list with a minimum starts empty, not with empty entries to fill.
      experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: 'never' } }}
      fields={fields}
      widgets={schemaWidgets}
      templates={{ BaseInputTemplate, ObjectFieldTemplate, FieldErrorTemplate }}
      readonly={readonly}
      noValidate={!onSave}
      noHtml5Validate
      showErrorList={false}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      onChange={({ formData }) => onChange?.(formData ?? {})}
      onSubmit={({ formData }) => (onSave ?? onSearch)?.(formData ?? {})}
    />
  );
}
