import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { SchemaWithUi } from '../../../ui/schemaForm/formSchemas.ts';

// Every file of forms/admin, and the compiled checks of its edit forms, read at build time.
const files = import.meta.glob<RJSFSchema | UiSchema>('../../../../../forms/admin/*/*.json', { eager: true, import: 'default' });
const compiled = import.meta.glob<Record<string, ValidatorFunctions[string]>>('../../../../../generated/formValidators/admin.*.js', { eager: true });

/** The compiled functions of a form by the schema ids RJSF gives them (exported as v<id>, - as _). */
function checksOf(resource: string, name: string): ValidatorFunctions | undefined {
  const module = compiled[`../../../../../generated/formValidators/admin.${resource}.${name}.js`];
  return module && Object.fromEntries(Object.entries(module).map(([exported, check]) => [exported.slice(1).replace('_', '-'), check]));
}

const pair = (resource: string, name: string): SchemaWithUi | undefined => {
  const schema = files[`../../../../../forms/admin/${resource}/${name}.schema.json`] as RJSFSchema | undefined;
  const ui = files[`../../../../../forms/admin/${resource}/${name}.ui.json`] as UiSchema | undefined;
  const checks = checksOf(resource, name);
  return schema && ui ? { schema, ui, ...(checks ? { checks } : {}) } : undefined;
};

/** An administration record's definitions: its rows, its search and, when it can be changed, its edit form (and a create form when a new one asks more, as a user's name and type). */
export interface AdminForms {
  row: SchemaWithUi;
  /** Its search, when the list has one (the roles are few). */
  search?: SchemaWithUi;
  edit?: SchemaWithUi;
  create?: SchemaWithUi;
}

export function adminFormsOf(resource: string): AdminForms {
  const row = pair(resource, 'row');
  const search = pair(resource, 'search');
  if (!row) throw new Error(`forms/admin/${resource} lacks its row schema`);
  const edit = pair(resource, 'edit');
  const create = pair(resource, 'create');
  return { row, ...(search ? { search } : {}), ...(edit ? { edit } : {}), ...(create ? { create } : {}) };
}
