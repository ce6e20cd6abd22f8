import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const formsRoot = 'forms';
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface RawParameter {
  name?: string;
  in?: string;
  schema?: { $ref?: string; enum?: string[] };
}
type RawContract = { paths: Record<string, Record<string, { operationId?: string; parameters?: RawParameter[] }>> } & Record<string, unknown>;

/** Every forms/ schema file, as its path from the repository (forms/masterdata/rdetail/row.schema.json). */
export function formSchemaFiles(dir = formsRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return formSchemaFiles(path);
    return entry.name.endsWith('.schema.json') ? [path] : [];
  });
}

/**
 * Where openapi.yaml and forms/ disagree: a forms/ schema the contract does not refer to, an
 * operation whose query parameters are not exactly the properties of the search schema they
 * refer to, each named after the property it takes, and a list whose sortBy is not an enum of
 * its fields (a forms/ list's: exactly the properties of its row schema, every one sortable).
 */
export function formsDisagreements(contractText = readFileSync('openapi.yaml', 'utf8')): string[] {
  const contract = parse(contractText) as RawContract;
  const problems: string[] = [];
  const referenced = new Set<string>();
  JSON.stringify(contract, (_key, value: unknown) => {
    if (value && typeof value === 'object' && typeof (value as { $ref?: unknown }).$ref === 'string') {
      const file = ((value as { $ref: string }).$ref.split('#')[0] ?? '').replace(/^\.\//, '');
      if (file) referenced.add(file);
    }
    return value;
  });
  for (const file of formSchemaFiles()) if (!referenced.has(file)) problems.push(`${file} is not referenced by openapi.yaml`);

  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const bySearch = new Map<string, string[]>();
      for (const parameter of operation.parameters ?? []) {
        const ref = parameter.schema?.$ref;
        if (!ref || !ref.includes('search.schema.json')) continue;
        const [file = '', pointer = ''] = ref.replace(/^\.\//, '').split('#');
        const property = pointer.replace('/properties/', '');
        if (parameter.name !== property) problems.push(`${method.toUpperCase()} ${path}: query parameter ${parameter.name} takes the schema of ${property}`);
        bySearch.set(file, [...(bySearch.get(file) ?? []), property]);
      }
      for (const [file, taken] of bySearch) {
        const declared = Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { properties: object }).properties);
        const missing = declared.filter((p) => !taken.includes(p));
        const extra = taken.filter((p) => !declared.includes(p));
        if (missing.length) problems.push(`${method.toUpperCase()} ${path} lacks the query parameters ${missing.join(', ')} of ${file}`);
        if (extra.length) problems.push(`${method.toUpperCase()} ${path} takes ${extra.join(', ')}, which ${file} does not declare`);
      }
      problems.push(...sortDisagreements(`${method.toUpperCase()} ${path}`, operation.parameters ?? [], [...bySearch.keys()][0]));
    }
  }
  return problems;
}

function sortDisagreements(where: string, parameters: RawParameter[], searchFile: string | undefined): string[] {
  const sortBy = parameters.find((p) => p.name === 'sortBy');
  if (!sortBy) return [];
  const fields = sortBy.schema?.enum;
  if (!fields?.length) return [`${where}: sortBy names no enum of the fields the list sorts by`];
  if (!searchFile) return [];
  const rowFile = searchFile.replace('search.schema.json', 'row.schema.json');
  const declared = Object.keys((JSON.parse(readFileSync(rowFile, 'utf8')) as { properties: object }).properties);
  return declared.join() === fields.join() ? [] : [`${where}: sortBy's enum is not the properties of ${rowFile}, in their order`];
}

/** The forms/ schemas a user fills in and the browser checks before sending: edit and create forms. */
export const filledFormSchemas = () => formSchemaFiles().filter((file) => /\/(edit|create)\.schema\.json$/.test(file));
