import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPermissionsOf } from '../../../src/server/modules/admin/defaultRolePermissions.ts';
import { roles, type Role } from '../../../src/shared/roles.ts';
import { contractOperations, type ContractOperation } from '../../fixtures/contract.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

let t: TestApp;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  t = await startTestApp();
  for (const role of roles) tokens.set(role, await t.signIn(role.toLowerCase()));
});
afterAll(() => t.close());

/** The operation's address with every path parameter given a value its schema takes. */
const addressOf = (op: ContractOperation) =>
  `/api${op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    return schema?.type === 'integer' ? '1' : schema?.pattern?.toString().includes('A-Za-z.') ? 'inProgress.sales' : 'APL100126000001';
  })}`;

const guarded = contractOperations().filter((op) => op.permission !== 'public' && op.permission !== 'signedIn');
const keysOf = (op: ContractOperation) => ([] as string[]).concat(op.permission);

describe('every operation refuses the roles without its permission', () => {
  it('has operations to check', () => expect(guarded.length).toBeGreaterThan(80));

  it.each(guarded.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s answers 403 to every role that holds none of its keys, before reading anything',
    async (_, op) => {
      const refused = roles.filter((role) => !keysOf(op).some((key) => (defaultPermissionsOf(role) as string[]).includes(key)));
      for (const role of refused) {
        const answer = await t.request({ method: op.method as 'GET', url: addressOf(op), token: tokens.get(role)!, ...(op.body ? { payload: {} } : {}) });
        expect(answer.statusCode, `${role}: ${answer.body}`).toBe(403);
      }
    },
  );
});
