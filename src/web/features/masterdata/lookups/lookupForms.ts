import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { SchemaWithUi } from '../../../ui/schemaForm/formSchemas.ts';

// Every file of forms/masterdata, read at build time: the lookups are what the folder holds.
const files = import.meta.glob<RJSFSchema | UiSchema>('../../../../../forms/masterdata/*/*.json', { eager: true, import: 'default' });

/** A lookup's four definitions: its rows and its search, each a schema with its ui schema. */
export interface LookupForms {
  row: SchemaWithUi;
  search: SchemaWithUi;
}

const fileOf = (form: string, name: string) => {
  const file = files[`../../../../../forms/masterdata/${form}/${name}`];
  if (!file) throw new Error(`forms/masterdata/${form}/${name} is missing`);
  return file;
};

/** The lookups of forms/masterdata, by folder name. */
export const lookupFormNames = [...new Set(Object.keys(files).map((path) => path.split('/').at(-2)!))];

export function lookupFormsOf(form: string): LookupForms {
  return {
    row: { schema: fileOf(form, 'row.schema.json') as RJSFSchema, ui: fileOf(form, 'row.ui.json') as UiSchema },
    search: { schema: fileOf(form, 'search.schema.json') as RJSFSchema, ui: fileOf(form, 'search.ui.json') as UiSchema },
  };
}
