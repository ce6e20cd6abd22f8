import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpOperations } from '../../../generated/erpOperations.ts';
import { fareyeOperations } from '../../../generated/fareyeOperations.ts';
import { answerProblems, type ContractName } from '../../../src/server/modules/integrations/contractAnswers.ts';
import { startContractServer } from '../../../src/server/simulators/contractServer.ts';
import { startErpSimulatorServer, type ErpSimulatorServer } from '../../../src/server/simulators/erpSimulatorServer.ts';
import { startFareyeSimulatorServer, type FareyeSimulatorServer } from '../../../src/server/simulators/fareyeSimulatorServer.ts';

/**
 * The built-in simulators are servers of their contracts (issue 55 item 6, issue 57 item 4): every
 * operation answers what the contract allows, checked by the very check the product makes of a
 * real system's answers, and a request outside the contract is refused with 400 as a gateway
 * built from it would refuse it.
 */
type Call = { path: string; body?: unknown; headers?: Record<string, string> };

const order = {
  retNumber: 'APL-2026-000001',
  customerCode: '30000001',
  plantCode: '1001',
  reasonCode: '101',
  items: [{ line: 1, materialCode: '10000008', batch: '2501A943', qty: 2, uom: 'STRIP', sloc: null }],
};
const pickUp = {
  retNumber: 'APL-2026-000001',
  plantCode: '1001',
  customerCode: '30000001',
  customerName: 'Apotek Sehat Sentosa',
  printDate: '2026-02-01T03:04:05.000Z',
  items: [{ line: 1, materialCode: '10000008', materialName: 'ASAM MEFENAMAT 500MG TAB 10X10', batch: '2501A943', qty: 2, uom: 'STRIP' }],
};

// One call of each operation: a record keyed by the generated operations, so an operation added to a contract needs one here.
const erpCalls: Record<keyof typeof erpOperations, Call> = {
  getHealth: { path: '/health' },
  pullCustomers: { path: '/customers?customerCode=30000001' },
  pullMaterials: { path: '/materials?material=10000008' },
  pullMaterialExclusions: { path: '/material-exclusions?material=10000008&plant=1001' },
  pullCrpRgpSettings: { path: '/crp-rgp-settings?limit=2&offset=1' },
  pullNraRules: { path: '/nra-rules/NRACUSTBLANK?principal=800072' },
  pullBatches: { path: '/batches?material=10000008' },
  pullFpreClients: { path: '/fpre-clients' },
  createReturnSalesOrder: { path: '/return-sales-orders', body: order, headers: { 'idempotency-key': 'return-sales-order:APL-2026-000001:a' } },
  findReturnInvoice: { path: '/return-sales-orders/6000000001/invoice' },
};
const fareyeCalls: Record<keyof typeof fareyeOperations, Call> = {
  getHealth: { path: '/health' },
  postReturnRequest: { path: '/return-requests', body: pickUp, headers: { 'idempotency-key': 'return-request:APL-2026-000001' } },
};

const quiet = { failure: 'none', latencyMs: 0 } as const;
let erp: ErpSimulatorServer;
let fareye: FareyeSimulatorServer;
let erpAuthorization: Record<string, string>;
beforeAll(async () => {
  erp = await startErpSimulatorServer({ ...quiet });
  fareye = await startFareyeSimulatorServer({ ...quiet });
  erpAuthorization = { authorization: `Basic ${Buffer.from(`${erp.secrets.user}:${erp.secrets.password}`).toString('base64')}` };
});
afterAll(async () => {
  await erp.close();
  await fareye.close();
});

async function send(url: string, call: Call, headers: Record<string, string>) {
  const response = await fetch(url + call.path, {
    method: call.body === undefined ? 'GET' : 'POST',
    headers: { ...headers, ...call.headers, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as unknown };
}

describe('the simulators answer from their contracts', () => {
  const answersOf = async (contract: ContractName, url: string, calls: Record<string, Call>, headers: Record<string, string>) => {
    const seen: Record<string, { status: number; problems: string | null; some: boolean }> = {};
    for (const [operation, call] of Object.entries(calls)) {
      const { status, body } = await send(url, call, headers);
      const records = (body as { records?: unknown[] }).records;
      seen[operation] = { status, problems: answerProblems(contract, operation, status, body), some: records === undefined || records.length > 0 };
    }
    return seen;
  };

  it("every operation of the ERP's answers within integrations/erp.openapi.yaml, with records where the demo data has them", async () => {
    const seen = await answersOf('erp', erp.url, erpCalls, erpAuthorization);
    const expected = Object.fromEntries(
      Object.keys(erpOperations).map((op) => [op, { status: op === 'createReturnSalesOrder' ? 201 : 200, problems: null, some: true }]),
    );
    expect(seen).toEqual(expected);
  });

  it("every operation of delivery tracking's answers within integrations/fareye.openapi.yaml", async () => {
    const seen = await answersOf('fareye', fareye.url, fareyeCalls, { 'x-api-key': fareye.apiKey });
    expect(seen).toEqual({ getHealth: { status: 200, problems: null, some: true }, postReturnRequest: { status: 201, problems: null, some: true } });
  });

  it('refuse a request outside the contract with 400, naming what strays, before any handler runs', async () => {
    const refused = async (url: string, call: Call, headers: Record<string, string>) => {
      const answer = await send(url, call, headers);
      return { status: answer.status, type: answer.type, detail: (answer.body as { detail: string }).detail };
    };
    const problem = (detail: string) => ({ status: 400, type: 'application/problem+json; charset=utf-8', detail });
    const orders = erp.orders().size;
    for (const [call, detail] of [
      [{ path: '/customers' }, "querystring must have required property 'customerCode'"],
      [{ path: '/customers?customerCode=30000001&limit=ten' }, 'querystring/limit must be a whole number written in digits'],
      [{ path: '/materials?material=1234567890123456789' }, 'querystring/material must NOT have more than 18 characters'],
      [{ path: '/nra-rules/NRAZ' }, 'params/variant must be equal to one of the allowed values'],
      [{ ...erpCalls.createReturnSalesOrder, headers: {} }, "headers must have required property 'idempotency-key'"],
      [{ ...erpCalls.createReturnSalesOrder, body: { ...order, items: [] } }, 'body/items must NOT have fewer than 1 items'],
      [{ ...erpCalls.createReturnSalesOrder, body: { ...order, discount: 5 } }, 'body must NOT have additional properties'],
      [{ ...erpCalls.createReturnSalesOrder, body: { ...order, items: [{ ...order.items[0], line: '1' }] } }, 'body/items/0/line must be integer'],
    ] as const)
      expect(await refused(erp.url, call, erpAuthorization), call.path).toEqual(problem(detail));
    expect(erp.orders().size).toBe(orders);

    const key = { 'x-api-key': fareye.apiKey };
    expect(await refused(fareye.url, { ...fareyeCalls.postReturnRequest, body: { ...pickUp, printDate: 'yesterday' } }, key)).toEqual(
      problem('body/printDate must match format "date-time"'),
    );
    expect(await refused(fareye.url, { ...fareyeCalls.postReturnRequest, body: { retNumber: 'APL-2026-000002' } }, key)).toEqual(
      problem("body must have required property 'plantCode'"),
    );
    expect([...fareye.requests().keys()]).toEqual([pickUp.retNumber]);
  });

  it('never send an answer outside the contract: a handler that strays gets a 500 problem instead', async () => {
    const server = await startContractServer({
      contract: 'fareye',
      base: '/fareye/v1',
      handlers: {
        getHealth: async () => ({ status: 'down' }),
        postReturnRequest: async (_request, reply) => reply.code(201).send({ referenceNumber: 7, message: 'Received.' }),
      },
      authorize: async () => undefined,
      port: 0,
    });
    try {
      const health = await send(`${server.origin}/fareye/v1`, fareyeCalls.getHealth, {});
      expect(health).toMatchObject({ status: 500, type: 'application/problem+json; charset=utf-8' });
      expect((health.body as { detail: string }).detail).toBe(
        "The simulator's answer to getHealth does not keep to its contract (integrations/fareye.openapi.yaml): status must be equal to one of the allowed values.",
      );
      const posted = await send(`${server.origin}/fareye/v1`, fareyeCalls.postReturnRequest, {});
      expect((posted.body as { detail: string }).detail).toMatch(
        /answer to postReturnRequest does not keep to its contract .*: referenceNumber must be string\.$/,
      );
    } finally {
      await server.close();
    }
  });
});
