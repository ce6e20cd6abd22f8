import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { formSchemaFiles, formsDisagreements } from '../../scripts/formsAgreement.ts';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const files = formSchemaFiles();

describe('forms/', () => {
  it('holds the schemas of the lookups', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files)('%s compiles as JSON Schema 2020-12 with the formats the server checks', (file) => {
    const ajv = new Ajv2020({ strict: true });
    addFormats(ajv, { keywords: true });
    expect(() => ajv.compile(read(file))).not.toThrow();
    expect(read(file).$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it.each(files)('%s has a ui schema beside it that orders and labels exactly its fields', (file) => {
    const properties = Object.keys(read(file).properties as object);
    const ui = read(file.replace('.schema.json', '.ui.json'));
    expect(ui['ui:order']).toEqual(properties);
    for (const field of properties) expect((ui[field] as { 'ui:title'?: string })['ui:title'], field).toMatch(/\S/);
    const named = Object.keys(ui).filter((key) => !key.startsWith('ui:'));
    expect(named.filter((field) => !properties.includes(field))).toEqual([]);
    for (const column of (ui['ui:columns'] as string[] | undefined) ?? []) expect(properties).toContain(column);
  });

  it('is what openapi.yaml refers to: every schema, and each search field as a query parameter of its own name', () => {
    expect(formsDisagreements()).toEqual([]);
  });

  it('would notice a search field the contract does not take, or a schema it forgets', () => {
    const contract = readFileSync('openapi.yaml', 'utf8');
    const withoutRayonType = contract.replace(
      /\n\s+- \{ name: rayonType, in: query, schema: \{ \$ref: '\.\/forms\/masterdata\/rdetail\/search\.schema\.json#\/properties\/rayonType' \} \}/,
      '',
    );
    expect(withoutRayonType).not.toBe(contract);
    expect(formsDisagreements(withoutRayonType)).toEqual(['GET /rdetail lacks the query parameters rayonType of forms/masterdata/rdetail/search.schema.json']);
    const withoutTaxOld = contract.replace("SapTaxOld: { $ref: './forms/masterdata/taxold/row.schema.json' }", 'SapTaxOld: { type: object }');
    expect(formsDisagreements(withoutTaxOld)).toEqual(['forms/masterdata/taxold/row.schema.json is not referenced by openapi.yaml']);
  });

  it("would notice a list's sortBy that is not an enum of its fields, or a forms/ list's that is not its row schema's (issue 30 item 3)", () => {
    const contract = readFileSync('openapi.yaml', 'utf8');
    const rayonFields = 'enum: [rayonDetailId, rayonType, archiGroup, division, material, materialName, validFrom, validTo]';
    expect(contract).toContain(rayonFields);
    expect(formsDisagreements(contract.replace(rayonFields, 'enum: [rayonDetailId, rayonType, password]'))).toEqual([
      "GET /rdetail: sortBy's enum is not the properties of forms/masterdata/rdetail/row.schema.json, in their order",
    ]);
    const waiting = 'enum: [ret_number, invoice_ref_no, customer_name, material_name, step_code, created_date, waiting_since]';
    expect(contract).toContain(waiting);
    expect(formsDisagreements(contract.replace(`{ type: string, ${waiting} }`, '{ type: string, minLength: 1 }'))).toEqual([
      'GET /dashboard/approval: sortBy names no enum of the fields the list sorts by',
    ]);
  });
});
