import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../../src/server/config.ts';
import { startErpSimulatorServer, type ErpSimulatorServer } from '../../../src/server/simulators/erpSimulatorServer.ts';
import { portOfItsOwn } from '../../fixtures/portOfItsOwn.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { testConfig } from '../../fixtures/testConfig.ts';
import { returnAtWarehouse, salesOrderOf, warehouseRow } from '../../fixtures/warehouseReturns.ts';

/**
 * The ERP over HTTP (issue 32), against the built-in simulator serving the gateway's contract
 * (integrations/erp.openapi.yaml) on loopback, as a company's gateway would: the sales order of a
 * completed return is created once however its answers go, an unreachable ERP fails the order
 * with the reason until Retry Send To SAP finds it back, and wrong secrets fail clearly and
 * reach no log.
 */
const switches: Config['erpSimulator'] = { failure: 'none', latencyMs: 0 };
let erp: ErpSimulatorServer;
const apps: TestApp[] = [];

/** The app talking to the simulator of this file with `credentials` (its own by default). */
async function appWith(credentials?: NonNullable<Config['erp']['credentials']>) {
  const app = await startTestApp({
    erp: {
      ...testConfig.erp,
      url: erp.url,
      credentials: credentials ?? { kind: 'basic', user: erp.secrets.user, password: erp.secrets.password },
      timeoutMs: 5000,
    },
    // Three quick attempts: a failure is final within a second.
    outbox: { pollMs: 50, maxAttempts: 3, retryBaseMs: 50 },
  });
  apps.push(app);
  return app;
}
let main: TestApp;
beforeAll(async () => {
  erp = await startErpSimulatorServer(switches);
  main = await appWith();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await erp.close();
});

const tokens = new Map<TestApp, Map<string, string>>();
const tokenOf = (app: TestApp) => async (user: string) => {
  const mine = tokens.get(app) ?? tokens.set(app, new Map()).get(app)!;
  return mine.get(user) ?? mine.set(user, await app.signIn(user)).get(user)!;
};

/** Chief Warehouse completes a return of two lines: its sales order is queued. */
async function completed(app: TestApp) {
  const { retNumber, returnId, lineIds } = await returnAtWarehouse(app, tokenOf(app));
  const uoms = await app.db.selectFrom('return_items').select('return_uom').where('return_id', '=', returnId).orderBy('line').execute();
  const saved = await app.request({
    method: 'POST',
    url: `/api/return/${retNumber}/warehouse`,
    token: await tokenOf(app)('chief_warehouse'),
    payload: { fpreStatus: 'A', items: lineIds.map((id, i) => ({ approvalDetailId: id, qty: 0.5, uom: uoms[i]!.return_uom, status: null, remark: null })) },
  });
  expect(saved.json().data, saved.body).toMatchObject({ stepCode: 'END' });
  return { retNumber, returnId };
}
const salesOrderCalls = (app: TestApp) =>
  app.db
    .selectFrom('api_log')
    .select(['method', 'url', 'response_status', 'request_body', 'response_body', 'error'])
    .where('operation', '=', 'createReturnSalesOrder')
    .orderBy('api_log_id')
    .execute();

describe('the ERP over HTTP', () => {
  it("creates a completed return's sales order at the gateway, logged with its method and address", async () => {
    const app = main;
    const { retNumber, returnId } = await completed(app);
    const settled = await salesOrderOf(app, returnId);
    expect(settled).toMatchObject({ so_status: 'SUCCESS', so_number: erp.orders().get(retNumber) });
    const calls = await salesOrderCalls(app);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${erp.url}/return-sales-orders`, response_status: 201 });
  });

  it('keeps one order when the gateway commits it and the answer is lost: the retry gets the same order', async () => {
    const app = main;
    switches.dropAnswer = 'once';
    try {
      const { retNumber, returnId } = await completed(app);
      const settled = await salesOrderOf(app, returnId);
      expect(settled).toMatchObject({ so_status: 'SUCCESS', so_number: erp.orders().get(retNumber) });
      // Asked twice with one key (a retry of the lost answer), answered the second time as made before.
      const keys = erp.orderRequests().filter((k) => k.startsWith(`return-sales-order:${retNumber}:`));
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect((await salesOrderCalls(app)).at(-1)).toMatchObject({ response_status: 200, error: null });
      expect([...erp.orders().keys()].filter((r) => r === retNumber)).toHaveLength(1);
    } finally {
      switches.dropAnswer = 'none';
    }
  });

  it('fails the order with the reason while the ERP is down, and Retry Send To SAP creates it once it is back', async () => {
    const port = await portOfItsOwn();
    const down = await startErpSimulatorServer(switches, 1, erp.secrets, port);
    const app = await startTestApp({
      erp: { ...testConfig.erp, url: down.url, credentials: { kind: 'basic', user: erp.secrets.user, password: erp.secrets.password }, timeoutMs: 5000 },
      outbox: { pollMs: 50, maxAttempts: 2, retryBaseMs: 50 },
    });
    apps.push(app);
    await down.close();
    const { retNumber, returnId } = await completed(app);
    const failed = await salesOrderOf(app, returnId);
    expect(failed).toMatchObject({
      so_status: 'FAILED',
      so_number: null,
      so_last_error: expect.stringMatching(/^SAP could not be reached: connect ECONNREFUSED/),
    });

    const back = await startErpSimulatorServer(switches, 1, erp.secrets, port);
    try {
      const retry = await app.request({ method: 'POST', url: `/api/return/${retNumber}/sendSO`, token: await tokenOf(app)('sales_service') });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(await salesOrderOf(app, returnId)).toMatchObject({ so_status: 'SUCCESS', so_number: back.orders().get(retNumber) });
    } finally {
      await back.close();
    }
  });

  it('fails on a wrong secret with a clear reason, and the secret reaches no log', async () => {
    const wrong = 'not-the-gateway-password-42';
    const app = await appWith({ kind: 'basic', user: erp.secrets.user, password: wrong });
    const { returnId } = await completed(app);
    const failed = await salesOrderOf(app, returnId);
    expect(failed).toMatchObject({
      so_status: 'FAILED',
      so_last_error: "SAP refused the product's credentials (401): The gateway does not know these credentials.",
    });
    const logged = JSON.stringify([await salesOrderCalls(app), await app.db.selectFrom('outbox').selectAll().execute(), await warehouseRow(app, returnId)]);
    expect(logged).toContain('The gateway does not know these credentials.');
    expect(logged).not.toContain(wrong);
    expect(logged).not.toContain(Buffer.from(`${erp.secrets.user}:${wrong}`).toString('base64'));
  });

  it('signs in with OAuth 2 client credentials, and names a refused client secret', async () => {
    const app = await appWith({ kind: 'oauth2', tokenUrl: erp.tokenUrl, clientId: erp.secrets.clientId, clientSecret: erp.secrets.clientSecret });
    const { returnId } = await completed(app);
    expect(await salesOrderOf(app, returnId)).toMatchObject({ so_status: 'SUCCESS' });

    const refused = await appWith({ kind: 'oauth2', tokenUrl: erp.tokenUrl, clientId: erp.secrets.clientId, clientSecret: 'wrong-client-secret' });
    const { returnId: other } = await completed(refused);
    expect(await salesOrderOf(refused, other)).toMatchObject({
      so_status: 'FAILED',
      so_last_error: "SAP's token service refused the product's client credentials (401): Unknown client or wrong secret.",
    });
  });

  it('stops calling after failures in a row (readiness says degraded, Retry says why), and calls again after a pause', async () => {
    const port = await portOfItsOwn();
    const down = await startErpSimulatorServer(switches, 1, erp.secrets, port);
    await down.close();
    const app = await startTestApp({
      erp: {
        url: down.url,
        credentials: { kind: 'basic', user: erp.secrets.user, password: erp.secrets.password },
        timeoutMs: 5000,
        circuitFailures: 2,
        circuitOpenSeconds: 1,
      },
      outbox: { pollMs: 50, maxAttempts: 3, retryBaseMs: 50 },
    });
    apps.push(app);
    const erpReadiness = async () =>
      ((await app.request({ method: 'GET', url: '/api/ready' })).json().checks as { name: string }[]).find((c) => c.name === 'erp');
    expect(await erpReadiness()).toEqual({ name: 'erp', ok: true, degraded: false, simulated: false, detail: 'Calls to the ERP go through.' });

    // Two refused connections open the circuit: the third attempt is not made, and says why.
    const { retNumber, returnId } = await completed(app);
    const failed = await salesOrderOf(app, returnId);
    expect(failed.so_last_error).toMatch(
      /^SAP is not being called: its last 2 calls failed \(SAP could not be reached: connect ECONNREFUSED.*\)\. It is tried again from \d\d:\d\d:\d\d UTC\.$/,
    );
    expect((await salesOrderCalls(app)).map((c) => c.error?.slice(0, 26))).toEqual([
      'SAP could not be reached: ',
      'SAP could not be reached: ',
      'SAP is not being called: i',
    ]);
    const degraded = await app.request({ method: 'GET', url: '/api/ready' });
    expect(degraded.statusCode).toBe(200);
    expect(await erpReadiness()).toMatchObject({
      name: 'erp',
      ok: true,
      degraded: true,
      detail: expect.stringMatching(/^Degraded: the last 2 calls to the ERP failed; calls resume from/),
    });
    expect(degraded.body).not.toContain('ECONNREFUSED');
    const retry = async () => app.request({ method: 'POST', url: `/api/return/${retNumber}/sendSO`, token: await tokenOf(app)('sales_service') });
    const refusedRetry = await retry();
    expect(refusedRetry.json().message).toMatch(
      /^Return \S+ is being sent to SAP again\. SAP is not being called: its last 2 calls failed .* The order goes as soon as SAP answers again\.$/,
    );
    expect((await salesOrderOf(app, returnId)).so_status).toBe('FAILED');

    // Once the pause is over, the next call goes through and closes the circuit.
    const back = await startErpSimulatorServer(switches, 1, erp.secrets, port);
    try {
      const { retryAt } = app.app.erp.circuit.state();
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(retryAt!.getTime()), { timeout: 3000, interval: 50 });
      expect((await retry()).json().message).toBe(`Return ${retNumber} is being sent to SAP again.`);
      expect(await salesOrderOf(app, returnId)).toMatchObject({ so_status: 'SUCCESS', so_number: back.orders().get(retNumber) });
      expect(await erpReadiness()).toMatchObject({ degraded: false });
    } finally {
      await back.close();
    }
  });
});
