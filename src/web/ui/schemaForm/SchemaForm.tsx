import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Form } from '@rjsf/mantine';
import type { UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { translatedLabel } from './formLabels.ts';
import { fieldsInOrder, type SchemaWithUi } from './formSchemas.ts';
import { BaseInputTemplate, ObjectFieldTemplate, schemaWidgets } from './schemaWidgets.tsx';

// The forms/ schemas are JSON Schema 2020-12; formatMinimum and the formats are ajv-formats'.
const validator = customizeValidator({ AjvClass: Ajv2020 as never, ajvFormatOptions: { keywords: true } });

interface Props {
  form: SchemaWithUi;
  value: Record<string, unknown>;
  /** A search form: validates nothing (spec 000 §2.4), Enter or its Search button searches. */
  onSearch?: (value: Record<string, unknown>) => void;
  onChange?: (value: Record<string, unknown>) => void;
  /** A record shown, not edited: every field read-only and formatted, no button. */
  readonly?: boolean;
  columns?: number;
}

/**
 * The one form component of forms/ schemas (RJSF with the Mantine theme): labels from the ui
 * schema in the user's language, DD/MM/YYYY dates, the user's plants to choose from.
 */
export function SchemaForm({ form, value, onSearch, onChange, readonly = false, columns = 3 }: Props) {
  const { t, i18n } = useLingui();
  const uiSchema = useMemo<UiSchema>(() => {
    const translated: UiSchema = { ...form.ui, 'ui:options': { gridCols: columns } };
    for (const field of fieldsInOrder(form)) {
      const ui = (form.ui[field] ?? {}) as UiSchema;
      if (typeof ui['ui:title'] === 'string') translated[field] = { ...ui, 'ui:title': translatedLabel(i18n, ui['ui:title']) };
    }
    translated['ui:submitButtonOptions'] = readonly ? { norender: true } : { submitText: t`Search`, props: { className: 'schema-form-search' } };
    return translated;
  }, [form, i18n, t, readonly, columns]);

  return (
    <Form
      schema={form.schema}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      widgets={schemaWidgets}
      templates={{ BaseInputTemplate, ObjectFieldTemplate }}
      readonly={readonly}
      noValidate={Boolean(onSearch)}
      noHtml5Validate
      showErrorList={false}
      onChange={({ formData }) => onChange?.(formData ?? {})}
      onSubmit={({ formData }) => onSearch?.(formData ?? {})}
    />
  );
}
