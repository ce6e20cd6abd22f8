import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import { MultiSelect, Select, TagsInput } from '../pickers.tsx';
import { Templates } from '@rjsf/mantine';
import type { BaseInputTemplateProps, FieldProps, ObjectFieldTemplateProps, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { DateField } from '../DateField.tsx';
import { displayValue } from './displayValue.ts';
import { displayOfProperty, type Display } from './formSchemas.ts';

const MantineBaseInput = Templates.BaseInputTemplate!;

/** What a read-only field shows: the value as the product formats it, in a plain read-only input. */
function ReadOnlyValue({ id, label, value, display }: { id: string; label: string; value: unknown; display: Display }) {
  const { i18n } = useLingui();
  return <TextInput id={id} label={label} value={displayValue(i18n, display, value)} readOnly variant="filled" />;
}

const displayOfProps = ({ schema, options }: WidgetProps) => displayOfProperty(schema, options.display as Display | undefined);

/**
 * Every text and number input of the forms: controlled from the first render (RJSF hands an
 * empty field `undefined`), and a read-only form shows formatted values instead of inputs.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  // A new record names itself: its name is read-only only once it exists.
  const naming = Boolean((props.registry.formContext as { creating?: boolean } | undefined)?.creating && props.schema.readOnly);
  if (naming) return <MantineBaseInput {...props} readonly={false} disabled={false} value={props.value ?? ''} />;
  if (props.readonly) return <ReadOnlyValue id={props.id} label={props.label} value={props.value} display={displayOfProps(props)} />;
  // A text takes no more than its schema's maxLength (the column's, as the server checks it): a
  // pasted 10,000 characters are cut where the server would refuse them (issue 55 item 9).
  const maxLength = typeof props.schema.maxLength === 'number' ? { maxLength: props.schema.maxLength } : {};
  return <MantineBaseInput {...props} options={{ ...props.options, ...maxLength }} value={props.value ?? ''} />;
}

/** The product's date input (typed DD/MM/YYYY), sent as YYYY-MM-DD. */
function DateWidget(props: WidgetProps) {
  if (props.readonly) return <ReadOnlyValue id={props.id} label={props.label} value={props.value} display="date" />;
  return (
    <DateField label={props.label} value={(props.value as string | undefined) ?? null} clearable onChange={(value) => props.onChange(value ?? undefined)} />
  );
}

function DateTimeWidget(props: WidgetProps) {
  return <ReadOnlyValue id={props.id} label={props.label} value={props.value} display="dateTime" />;
}

/** A plant a form offers: the signed-in user's, which the screen gives the form (SchemaForm's `plants`). */
export interface FormPlant {
  plantCode: string;
  plantName: string;
}

/** One of the user's plants (their profile's), or any. */
function PlantWidget(props: WidgetProps) {
  const { t } = useLingui();
  const offered = (props.registry.formContext as { plants?: readonly FormPlant[] } | undefined)?.plants ?? [];
  const plants = offered.map((p) => ({ value: p.plantCode, label: `${p.plantCode} - ${p.plantName}` }));
  if (props.readonly) return <ReadOnlyValue id={props.id} label={props.label} value={props.value} display="text" />;
  return (
    <Select
      id={props.id}
      label={props.label}
      placeholder={t`All plants`}
      data={plants}
      value={(props.value as string | undefined) ?? null}
      onChange={(value) => props.onChange(value ?? undefined)}
      clearable
      searchable
    />
  );
}

/** Yes, No, or either (a flag searched for). */
function YesNoWidget(props: WidgetProps) {
  const { t } = useLingui();
  if (props.readonly) return <ReadOnlyValue id={props.id} label={props.label} value={props.value} display="yesNo" />;
  const value = props.value === true ? 'true' : props.value === false ? 'false' : null;
  return (
    <Select
      id={props.id}
      label={props.label}
      placeholder={t`Any`}
      data={[
        { value: 'true', label: t`Yes` },
        { value: 'false', label: t`No` },
      ]}
      value={value}
      onChange={(next) => props.onChange(next === null ? undefined : next === 'true')}
      clearable
    />
  );
}

/** The widgets the forms/ ui schemas name (`ui:widget`), and the ones RJSF picks by format. */
export const schemaWidgets: RegistryWidgetsType = {
  DateWidget,
  DateTimeWidget,
  CheckboxWidget: YesNoWidget,
  plant: PlantWidget,
  yesNo: YesNoWidget,
};

/** The fields of a form in a grid, without the schema's title (the screen's title says it). */
export function ObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const columns = (uiSchema?.['ui:options'] as { gridCols?: number } | undefined)?.gridCols ?? 3;
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(2, columns), lg: columns }} mb="sm">
      {properties
        .filter((p) => !p.hidden)
        .map((p) => (
          <div key={p.name}>{p.content}</div>
        ))}
    </SimpleGrid>
  );
}

/** A field's errors show in the field itself (the Mantine inputs' error), not a second time below it. */
export function FieldErrorTemplate() {
  return null;
}

/** The choices a form offers for a list of codes (`ui:field: codes`, `ui:options.choices`), by name. */
export type CodeChoices = Record<string, { value: string; label: string }[]>;

/** A list of codes (roles, plants): chosen among the form's choices, or typed when it has none. */
export function CodesField({ formData, onChange, schema, uiSchema, registry, fieldPathId, disabled, readonly, name, rawErrors }: FieldProps) {
  const options = (uiSchema?.['ui:options'] ?? {}) as { choices?: string };
  const choices = ((registry.formContext as { choices?: CodeChoices } | undefined)?.choices ?? {})[options.choices ?? ''];
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name;
  const id = fieldPathId.$id;
  const value = ((formData as unknown[] | undefined) ?? []).filter((v): v is string => typeof v === 'string' && v !== '');
  const error = (rawErrors as string[] | undefined)?.length ? (rawErrors as string[]).join('\n') : undefined;
  const change = (next: string[]) => onChange(next, fieldPathId.path);
  return choices ? (
    <MultiSelect id={id} label={label} data={choices} value={value} onChange={change} searchable clearable disabled={disabled || readonly} error={error} />
  ) : (
    <TagsInput id={id} label={label} value={value} onChange={change} disabled={disabled || readonly} error={error} />
  );
}
