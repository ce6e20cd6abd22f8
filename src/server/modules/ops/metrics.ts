import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/database.ts';
import type { CallObserver } from '../../outbox/apiLog.ts';
import { failedOutboxJobs, openOutboxWork } from './opsRepository.ts';

/** What the application measures for Prometheus; one registry per app (tests run several in one process). */
export interface AppMetrics {
  registry: Registry;
  /** A request answered (onResponse): its operation, method, status and time. */
  observeRequest(request: FastifyRequest, statusCode: number, seconds: number): void;
  observeCall: CallObserver;
  observeAttempt: (kind: string, outcome: 'done' | 'retry' | 'failed') => void;
}

/** Seconds: an API answer is expected within milliseconds, an ERP call within seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const CALL_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * The application's metrics: request durations by operation, the outbox's queue (read from the
 * database at each scrape, so every instance reports the shared queue), and the duration of
 * every ERP and delivery-tracking call. `processMetrics` adds Node's own (CPU, memory, event loop).
 */
export function createMetrics(db: Database, options: { processMetrics: boolean }): AppMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by operation (operationId of openapi.yaml, else the route), method and status.',
    labelNames: ['operation', 'method', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const callDuration = new Histogram({
    name: 'external_call_duration_seconds',
    help: 'Time of a call to an external system (ERP, FAREYE delivery tracking) made by an outbox job, by operation and outcome.',
    labelNames: ['system', 'operation', 'outcome'] as const,
    buckets: CALL_BUCKETS,
    registers: [registry],
  });
  const attempts = new Counter({
    name: 'outbox_job_attempts_total',
    help: 'Outbox job attempts this instance finished, by kind and outcome (done, retry, failed).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  // The queue is the database's, shared by every instance: read when scraped.
  new Gauge({
    name: 'outbox_queue_depth',
    help: 'Outbox jobs waiting (PENDING) or in hand (RUNNING), by kind.',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      const open = await openOutboxWork(db);
      this.reset();
      for (const row of open) this.set({ kind: row.kind, status: row.status }, row.jobs);
    },
  });
  new Gauge({
    name: 'outbox_oldest_due_job_age_seconds',
    help: 'Seconds the oldest due outbox job has waited to be taken (0: none is due). Growing: the workers do not keep up or are stuck.',
    registers: [registry],
    async collect() {
      const open = await openOutboxWork(db);
      this.set(Math.max(0, ...open.map((row) => row.dueSeconds ?? 0)));
    },
  });
  new Gauge({
    name: 'outbox_failed_jobs',
    help: 'Outbox jobs that gave up after their retries (FAILED), by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const failed = await failedOutboxJobs(db);
      this.reset();
      for (const row of failed) this.set({ kind: row.kind }, row.jobs);
    },
  });

  return {
    registry,
    observeRequest: (request, statusCode, seconds) =>
      requestDuration.observe({ operation: operationOf(request), method: request.method, status_code: String(statusCode) }, seconds),
    observeCall: (call, seconds, failed) => callDuration.observe({ system: call.system, operation: call.operation, outcome: failed ? 'error' : 'ok' }, seconds),
    observeAttempt: (kind, outcome) => attempts.inc({ kind, outcome }),
  };
}

/** The operationId of a contract route, the route's pattern for the others, `unmatched` for no route: never the raw address. */
function operationOf(request: FastifyRequest): string {
  return request.routeOptions.config.operationId ?? request.routeOptions.url ?? 'unmatched';
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Measures every answer, and serves the metrics at GET /metrics (outside the API, in
 * Prometheus' text format) to a scraper that sends `Authorization: Bearer <token>`, when a token
 * is configured (METRICS_TOKEN); without one there is no /metrics.
 */
export function measureRequests(app: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => metrics.observeRequest(request, reply.statusCode, reply.elapsedTime / 1000));
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match || !sameToken(match[1]!, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain; charset=utf-8')
        .send("The metrics need the scraper's bearer token (METRICS_TOKEN).\n");
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
