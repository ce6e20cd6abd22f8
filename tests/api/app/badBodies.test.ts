import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPermissionsOf } from '../../../src/server/modules/admin/defaultRolePermissions.ts';
import { roles, type Role } from '../../../src/shared/roles.ts';
import { contractOperations, type ContractOperation, type Schema } from '../../fixtures/contract.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

let t: TestApp;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A role that holds the operation's permission (any signed-in role for signedIn). */
const holderOf = (op: ContractOperation): Role | undefined =>
  op.permission === 'signedIn'
    ? 'ADMIN'
    : roles.find((role) => ([] as string[]).concat(op.permission).some((key) => (defaultPermissionsOf(role) as string[]).includes(key)));

/** A value no schema of these types takes. */
const wrongFor = (schema: Schema): unknown => (([] as string[]).concat(schema.type ?? []).includes('string') ? { not: 'a string' } : 'not-a-number');

/** JSON bodies with a required top-level field: the first one sent of the wrong kind and alone. */
const withRequiredField = contractOperations()
  .filter((op) => op.permission !== 'public' && op.body?.['application/json']?.type === 'object' && op.body['application/json'].required?.length)
  .map((op) => ({ op, role: holderOf(op)!, field: op.body!['application/json']!.required![0]! }))
  .filter((c) => c.role);

const addressOf = (op: ContractOperation) =>
  `/api${op.path.replace(/\{(\w+)\}/g, (_, name: string) => (op.parameters.find((p) => p.name === name)?.schema.type === 'integer' ? '1' : 'APL100126000001'))}`;

describe('a request body with a field of the wrong kind', () => {
  it('is checked on many operations', () => expect(withRequiredField.length).toBeGreaterThan(15));

  it.each(withRequiredField.map((c) => [`${c.op.method} ${c.op.path} ${c.field}`, c] as const))(
    '%s: 400 naming a field of the body, for a user who may call it, and nothing else is read',
    async (_, { op, role, field }) => {
      const schema = op.body!['application/json']!;
      const token = tokens.get(role) ?? tokens.set(role, await t.signIn(role.toLowerCase())).get(role)!;
      const answer = await t.request({
        method: op.method as 'POST',
        url: addressOf(op),
        token,
        payload: { [field]: wrongFor(schema.properties?.[field] ?? {}) },
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      // The first problem found is named: the wrong field, or another required one the body lacks.
      expect(Object.keys(schema.properties ?? {})).toContain(String(answer.json().field).split('.')[0]);
    },
  );
});
