import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The synchronisation dialogs' fields are declared once, in forms/synch (issue 31 item 3):
 * openapi.yaml takes every one of them as a query parameter of a synch operation, and names no
 * other parameter of those dialogs inline.
 */
describe('forms/synch', () => {
  const contract = readFileSync('openapi.yaml', 'utf8');
  const forms = readdirSync('forms/synch').filter((file) => file.endsWith('.schema.json'));

  it('is what the synch operations take, field by field, each with a label', () => {
    expect(forms.length).toBeGreaterThan(5);
    for (const file of forms) {
      const schema = JSON.parse(readFileSync(`forms/synch/${file}`, 'utf8')) as { properties: Record<string, { maxLength?: number }> };
      const ui = JSON.parse(readFileSync(`forms/synch/${file.replace('.schema.json', '.ui.json')}`, 'utf8')) as Record<string, { 'ui:title'?: string }> & {
        'ui:order': string[];
      };
      expect(ui['ui:order'].sort(), file).toEqual(Object.keys(schema.properties).sort());
      for (const [name, property] of Object.entries(schema.properties)) {
        expect(contract, `${file} ${name}`).toContain(`{ name: ${name}, in: query, schema: { $ref: './forms/synch/${file}#/properties/${name}' } }`);
        expect(property.maxLength, `${file} ${name}`).toBeGreaterThan(0);
        expect(ui[name]?.['ui:title'], `${file} ${name}`).toBeTruthy();
      }
    }
  });
});
