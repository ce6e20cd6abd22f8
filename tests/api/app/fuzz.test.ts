import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../../src/server/seed/demoFoundation.ts';
import { defaultPermissionsOf } from '../../../src/server/modules/admin/defaultRolePermissions.ts';
import { contractOperations } from '../../fixtures/contract.ts';
import { accessSnapshot, restoreAccess, type AccessSnapshot } from '../../fixtures/fuzzAccess.ts';
import { describeRequest, requestsFor, type FuzzRequest } from '../../fixtures/fuzzRequests.ts';
import { fuzzSamples } from '../../fixtures/fuzzSamples.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/**
 * DESIGN §8: no input gives a 5xx, and every answer has a status the operation declares in
 * openapi.yaml, errors as problem+json. For every operation of the contract, requests generated
 * from its schemas (valid-shaped, hostile, in wrong media types) go through HTTP to the real app
 * as users who hold its permission. Destructive operations really change this file's database.
 * FUZZ_RUNS and FUZZ_SEED deepen or replay a run.
 */
const numRuns = Number(process.env.FUZZ_RUNS ?? 30);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
// Failed sign-ins of the fuzzed login count against this address, not the one the test signs in from.
const remoteAddress = '203.0.113.9';

let t: TestApp;
let samples: Record<string, readonly unknown[]>;
let access: AccessSnapshot;
const tokens = new Map<string, string>();

beforeAll(async () => {
  // FUZZ_LOG=1 shows the server's log of a failure (the error behind a 500).
  t = await startTestApp({}, process.env.FUZZ_LOG ? { level: 'error' } : false);
  samples = await fuzzSamples(t);
  access = await accessSnapshot(t.db);
});
afterAll(() => t.close());
// The administration's calls change who may do what: each operation starts from the seed's access.
afterEach(() => restoreAccess(t.db, access));

/** The demo users who hold `permission` by default (a list: any of its keys). */
function holdersOf(permission: string | string[]): string[] {
  const anyOf = [permission].flat();
  return demoUsers
    .filter((u) => anyOf.some((key) => key === 'public' || key === 'signedIn' || defaultPermissionsOf(u.role).includes(key as never)))
    .map((u) => u.userName);
}

async function send(request: FuzzRequest) {
  const headers = { ...request.headers };
  if ('user' in request.sender) {
    const { user } = request.sender;
    if (!tokens.has(user)) await restoreAccess(t.db, access);
    headers.authorization = `Bearer ${tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)}`;
  }
  if ('forgedToken' in request.sender) headers.authorization = 'Bearer not.a.token';
  const response = await t.app.inject({ method: request.method as never, url: request.url, headers, payload: request.payload, remoteAddress });
  // Signing out (or anything else that ends the session) is answered 401 from then on: sign in again.
  if (response.statusCode === 401 && 'user' in request.sender) tokens.delete(request.sender.user);
  return response;
}

describe('every operation of openapi.yaml, fuzzed', () => {
  for (const op of contractOperations()) {
    it(`${op.operationId} (${op.method} ${op.path}) answers only declared statuses, never 5xx`, async () => {
      const holders = holdersOf(op.permission);
      const requests = fc.oneof(requestsFor(op, holders, { hostile: false, samples }), requestsFor(op, holders, { hostile: true, samples }));
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const response = await send(request);
          const status = response.statusCode;
          const what = `${describeRequest(request)} → ${status} ${response.body.slice(0, 300)}`;
          expect(status, what).toBeLessThan(500);
          expect([...op.statuses], `status not declared: ${what}`).toContain(status);
          if (status >= 400) expect(response.headers['content-type'], what).toMatch(/^application\/problem\+json/);
        }),
        { numRuns, seed },
      );
    });
  }
});
