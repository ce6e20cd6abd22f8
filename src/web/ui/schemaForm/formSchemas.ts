import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** A resource's schema of forms/ and the ui schema beside it. */
export interface SchemaWithUi {
  schema: RJSFSchema;
  ui: UiSchema;
  /** An edit form's checks, compiled by `npm run generate` (generated/formValidators). */
  checks?: ValidatorFunctions;
}

/** The fields of a schema in the order its ui schema gives (`ui:order`), then any it leaves out. */
export function fieldsInOrder({ schema, ui }: SchemaWithUi): string[] {
  const all = Object.keys(schema.properties ?? {});
  const ordered = ((ui['ui:order'] as string[] | undefined) ?? []).filter((f) => all.includes(f));
  return [...ordered, ...all.filter((f) => !ordered.includes(f))];
}

/** The English label of a field (`ui:title`), the message id the catalogs translate. */
export const labelOf = (ui: UiSchema, field: string): string => ((ui[field] as UiSchema | undefined)?.['ui:title'] as string | undefined) ?? field;

/** How a field's value is shown: by its format, or by its ui schema's `display` option. */
export type Display = 'date' | 'dateTime' | 'idr' | 'yesNo' | 'number' | 'text';

export function displayOf({ schema, ui }: SchemaWithUi, field: string): Display {
  const option = ((ui[field] as UiSchema | undefined)?.['ui:options'] as { display?: Display } | undefined)?.display;
  return displayOfProperty((schema.properties?.[field] ?? {}) as RJSFSchema, option);
}

/** How a value of `property` is shown, unless the ui schema's `display` option says otherwise. */
export function displayOfProperty(property: RJSFSchema, option?: Display): Display {
  if (option) return option;
  const types = ([] as unknown[]).concat(property.type ?? []);
  if (property.format === 'date') return 'date';
  if (property.format === 'date-time') return 'dateTime';
  if (types.includes('boolean')) return 'yesNo';
  if (types.includes('number') || types.includes('integer')) return 'number';
  return 'text';
}

/** A field the ui schema hides (`ui:widget: hidden`): an id the user never reads. */
export const isHidden = (ui: UiSchema, field: string) => (ui[field] as UiSchema | undefined)?.['ui:widget'] === 'hidden';
