import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gracefulShutdown } from '../../../src/server/shutdown.ts';
import { DEMO_PASSWORD } from '../../fixtures/testConfig.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  // Each ERP call of the job takes 1.5 s: the job is still in hand when the stop begins.
  t = await startTestApp({ erpSimulator: { failure: 'none', latencyMs: 1500 } });
});
afterAll(() => t.close());

/** A raw HTTP request whose body is sent in two parts, so it is in flight for as long as the test wants. */
function slowRequest(port: number, path: string, body: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return { finish: () => socket.write(body.slice(half)), ended };
}

describe('graceful shutdown (SIGTERM, SIGINT)', () => {
  it('stops taking requests, finishes the one in flight and the outbox job in hand, then exits 0', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const sales = await t.signIn('sales_service');
    const started = await t.request({ method: 'POST', url: '/api/customer/synch?P_CustomerCode=30000002', token: sales });
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json().data.jobId as number;
    const jobStatus = async () => (await t.db.selectFrom('outbox').select('status').where('outbox_id', '=', jobId).executeTakeFirstOrThrow()).status;
    await expect.poll(jobStatus, { timeout: 5000, interval: 20 }).toBe('RUNNING');

    const inFlight = slowRequest(port, '/api/user/login', JSON.stringify({ username: 'fss', password: DEMO_PASSWORD }));
    await sleep(100);
    const exits: number[] = [];
    const stop = gracefulShutdown({ app: t.app, closeDatabase: async () => {}, timeoutMs: 20_000, exit: (code) => exits.push(code) });
    const stopping = stop('SIGTERM');
    // A second signal while stopping changes nothing.
    void stop('SIGINT');
    await sleep(100);

    // No new connection is taken, and readiness would say so to anyone still asking.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    expect(t.app.shutdown.started).toBe(true);
    expect(exits).toEqual([]);

    inFlight.finish();
    const answer = await inFlight.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('"accessToken"');

    await stopping;
    expect(exits).toEqual([0]);
    // The job in hand was finished, not left RUNNING for another instance to take up in five minutes.
    expect(await jobStatus()).toBe('DONE');
    const calls = await t.db.selectFrom('api_log').select('response_status').where('outbox_id', '=', jobId).execute();
    expect(calls).toEqual([{ response_status: 200 }]);
  });
});
