import type { Database } from '../db/database.ts';
import type { Config } from '../config.ts';
import type { TokenService } from '../modules/auth/tokens.ts';
import type { Sealer } from '../modules/auth/sealed.ts';
import type { ReadReplicas } from '../db/readReplicas.ts';
import type { Principal } from '../modules/auth/principal.ts';
import type { OperationAccess } from '../../shared/permissions.ts';
import type { OutboxWorker } from '../outbox/worker.ts';
import type { AppMetrics } from '../modules/ops/metrics.ts';
import type { MailTransport } from '../modules/integrations/index.ts';
import type { ConnectedErp } from '../modules/integrations/erp/connectErp.ts';
import type { ConnectedFareye } from '../modules/integrations/fareye/connectFareye.ts';
import type { pageSession } from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    tokens: TokenService;
    /** Sealed with the server's secret: a provider sign-in under way (its cookie), the provider's refresh tokens (stored), a user's last write's log position (its cookie). */
    sealers: { oidcAttempt: Sealer; providerTokens: Sealer; walPosition: Sealer };
    /** Delivers queued work to external systems; wake it after committing new work. */
    outbox: OutboxWorker;
    /** Request durations, outbox queue and external calls for Prometheus (modules/ops/metrics.ts). */
    metrics: AppMetrics;
    /** The ERP the outbox talks to over HTTP (the company's gateway, or the built-in simulator). */
    erp: ConnectedErp;
    /** Delivery tracking, over HTTP (the service, or the built-in simulator). */
    fareye: ConnectedFareye;
    /** Where e-mail goes: an SMTP server, or the e-mail log only. */
    mail: MailTransport;
    /** The read replicas (READ_DATABASE_URL), or null. */
    replicas: ReadReplicas | null;
    /** Set when the app starts closing (SIGTERM): readiness answers 503 from then on. */
    shutdown: { started: boolean };
    /** The signed-in user of a token's user id (modules/auth), given by the app: http imports no module's code. */
    loadPrincipal: (db: Database, userId: number) => Promise<Principal | null>;
    /** The live browser session of a page's request (modules/auth), for the screen the server draws. */
    pageSession: typeof pageSession;
  }
  interface FastifyRequest {
    /** Set by the authentication hook on every operation that is not public. */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    operationId?: string;
    permission?: OperationAccess;
    /** A read a replica may answer (openapi.yaml x-reads-from). */
    readsFrom?: 'replica';
    /** An answer the browser may keep and revalidate (openapi.yaml x-cache). */
    cache?: 'revalidate';
  }
}
