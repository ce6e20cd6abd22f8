import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../../src/server/config.ts';
import { fareyeHttpClient } from '../../../src/server/modules/integrations/fareye/fareyeHttpClient.ts';
import { startFareyeSimulatorServer, type FareyeSimulatorServer } from '../../../src/server/simulators/fareyeSimulatorServer.ts';
import { FareyePeer } from '../../fixtures/contractPeers.ts';
import { returnAtDelivery } from '../../fixtures/returns.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { testConfig } from '../../fixtures/testConfig.ts';

/**
 * Delivery tracking over HTTP (issue 32), against the built-in simulator serving its contract
 * (integrations/fareye.openapi.yaml) on loopback, as the service would: a printed return is posted
 * once however often it is posted, and a wrong API key fails clearly and reaches no log. Against
 * a service someone else built (issue 55 item 4): an answer outside the contract, or a request
 * refused for good, fails the post at once in words an administrator reads.
 */
const switches: Config['fareyeSimulator'] = { failure: 'none', latencyMs: 0 };
let fareye: FareyeSimulatorServer;
const apps: TestApp[] = [];
beforeAll(async () => {
  fareye = await startFareyeSimulatorServer(switches);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await fareye.close();
});

async function appWith(apiKey: string) {
  const app = await startTestApp({ fareye: { ...testConfig.fareye, url: fareye.url, apiKey }, outbox: { pollMs: 50, maxAttempts: 2, retryBaseMs: 50 } });
  apps.push(app);
  return app;
}

/** A return at Chief Delivery, printed: its pick-up request is queued. */
async function printed(app: TestApp) {
  const retNumber = await returnAtDelivery(app, await app.signIn('sales_service'), await app.signIn('fss'));
  const print = await app.request({ method: 'POST', url: `/api/return/${retNumber}/print`, token: await app.signIn('chief_delivery') });
  expect(print.statusCode, print.body).toBe(200);
  return retNumber;
}
const tracked = (app: TestApp, retNumber: string) =>
  vi.waitFor(
    async () => {
      const r = await app.db.selectFrom('returns').select(['fareye_status', 'fareye_last_error']).where('ret_number', '=', retNumber).executeTakeFirstOrThrow();
      expect(r.fareye_status).not.toBe('WAITING');
      return r;
    },
    { timeout: 10_000, interval: 50 },
  );

describe('delivery tracking over HTTP', () => {
  it('posts a printed return once: the same request again answers the same reference and holds one request', async () => {
    const app = await appWith(fareye.apiKey);
    const retNumber = await printed(app);
    expect(await tracked(app, retNumber)).toEqual({ fareye_status: 'SENT', fareye_last_error: null });
    const held = fareye.requests().get(retNumber)!;
    expect(held.referenceNumber).toBe(`FE-${retNumber}`);

    // The product's client posting the return again (a retry after a lost answer) gets the same reference.
    const [call] = await app.db
      .selectFrom('api_log')
      .select(['request_body'])
      .where('system', '=', 'FAREYE')
      .where(sql`request_body->>'retNumber'`, '=', retNumber)
      .execute();
    const again = await fareyeHttpClient({ url: fareye.url, apiKey: fareye.apiKey, timeoutMs: 5000 }).postReturnRequest(call!.request_body as never);
    expect(again).toEqual(held);
    expect([...fareye.requests().keys()].filter((r) => r === retNumber)).toHaveLength(1);
  });

  it('fails on a wrong API key with a clear reason on the return, and the key reaches no log', async () => {
    const wrong = 'not-the-tracking-key-0042';
    const app = await appWith(wrong);
    const held = fareye.requests().size;
    const retNumber = await printed(app);
    expect(await tracked(app, retNumber)).toEqual({
      fareye_status: 'ERROR',
      fareye_last_error: "Fareye refused the product's API key (401): Unknown API key.",
    });
    const logged = JSON.stringify([await app.db.selectFrom('api_log').selectAll().execute(), await app.db.selectFrom('outbox').selectAll().execute()]);
    expect(logged).toContain('Unknown API key.');
    expect(logged).not.toContain(wrong);
    expect(fareye.requests().size).toBe(held);
  });

  it('keeps one request when the answer is lost: the retry gets the same reference', async () => {
    // A service of its own: return numbers start again in each test's database.
    const lossy = await startFareyeSimulatorServer({ failure: 'none', latencyMs: 0, dropAnswer: 'once' });
    try {
      const app = await startTestApp({
        fareye: { ...testConfig.fareye, url: lossy.url, apiKey: lossy.apiKey },
        outbox: { pollMs: 50, maxAttempts: 3, retryBaseMs: 50 },
      });
      apps.push(app);
      const retNumber = await printed(app);
      expect(await tracked(app, retNumber)).toEqual({ fareye_status: 'SENT', fareye_last_error: null });
      // Posted twice under the return's one key, held once, the reference of the first post.
      expect(lossy.posts()).toEqual([`return-request:${retNumber}`, `return-request:${retNumber}`]);
      expect([...lossy.requests().keys()]).toEqual([retNumber]);
      expect(lossy.requests().get(retNumber)!.referenceNumber).toBe(`FE-${retNumber}`);
    } finally {
      await lossy.close();
    }
  });
});

describe("delivery tracking's answers", () => {
  const peer = new FareyePeer();
  let app: TestApp;
  beforeAll(async () => {
    await peer.start();
    // Five attempts would be retried within a second: a post ending after one was not retried.
    app = await startTestApp({ fareye: { ...testConfig.fareye, url: peer.url, apiKey: peer.apiKey }, outbox: { pollMs: 50, maxAttempts: 5, retryBaseMs: 50 } });
    apps.push(app);
  });
  afterAll(() => peer.stop());

  /** The post's job once it ended: FAILED after one attempt when not retried. */
  const endOf = (retNumber: string) =>
    vi.waitFor(
      async () => {
        const job = await jobOf(retNumber);
        expect(job.status).not.toMatch(/PENDING|RUNNING/);
        return job;
      },
      { timeout: 10_000, interval: 50 },
    );
  const jobOf = (retNumber: string) =>
    app.db
      .selectFrom('outbox')
      .innerJoin('returns', (join) => join.on(sql`(outbox.payload->>'returnId')::int`, '=', sql.ref('returns.return_id')))
      .select(['outbox.status', 'outbox.attempts'])
      .where('returns.ret_number', '=', retNumber)
      .where('outbox.kind', '=', 'fareye.post')
      .executeTakeFirstOrThrow();

  it('refuse an answer outside the contract at once, naming where, and record no reference', async () => {
    for (const [body, problem] of [
      [{ referenceNumber: 42, message: 'Received.' }, 'referenceNumber must be string'],
      [{ referenceNumber: 'FE-1', message: 'Received.', trackingUrl: 'https://track.example/1' }, 'the answer must NOT have additional properties'],
      [{ message: 'Received.' }, "the answer must have required property 'referenceNumber'"],
    ] as const) {
      peer.answers.set('/return-requests', { status: 201, body });
      const retNumber = await printed(app);
      const message = `Fareye's answer to the pick-up request was refused, so the return is not recorded as sent: it does not keep to delivery tracking's contract (integrations/fareye.openapi.yaml): ${problem}.`;
      expect(await tracked(app, retNumber)).toEqual({ fareye_status: 'ERROR', fareye_last_error: message });
      expect(await endOf(retNumber)).toEqual({ status: 'FAILED', attempts: 1 });
    }
  });

  it('fail a request the service refuses (a 4xx) at once with its reason', async () => {
    peer.answers.set('/return-requests', { status: 422, body: { status: 422, title: 'Unprocessable Content', detail: 'Plant 1001 has no pick-up area' } });
    const retNumber = await printed(app);
    expect(await tracked(app, retNumber)).toEqual({
      fareye_status: 'ERROR',
      fareye_last_error: 'Plant 1001 has no pick-up area (refused by delivery tracking; not retried).',
    });
    expect(await endOf(retNumber)).toEqual({ status: 'FAILED', attempts: 1 });
  });
});
