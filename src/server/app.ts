import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import openapiGlue from 'fastify-openapi-glue';
import { operationTable } from '../../generated/operations.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { authenticateFor } from './http/authenticate.ts';
import { refuseAnswerOnlyTypes, type Contract } from './http/answerMediaTypes.ts';
import { errorHandlerWith, frameworkErrorHandler, sendProblem } from './http/errorHandler.ts';
import type { OperationId } from './http/handlers.ts';
import { handlers } from './handlers.ts';
import { jobHandlers } from './jobs.ts';
import type { ErpClient } from './modules/integrations/erp/erpClient.ts';
import { connectErp, type ConnectedErp } from './modules/integrations/erp/connectErp.ts';
import type { FareyeClient } from './modules/integrations/fareye/fareyeClient.ts';
import { connectFareye, type ConnectedFareye } from './modules/integrations/fareye/connectFareye.ts';
import { logOnlyTransport, MAIL_KIND, mailRetryPolicy, smtpTransport } from './modules/integrations/index.ts';
import { createOutboxWorker } from './outbox/worker.ts';
import { startSimulators } from './simulators/startSimulators.ts';
import { queueServiceLevelSweep } from './modules/workflow/index.ts';
import { queueSecurityEventPurge, recordRefusal } from './modules/security/index.ts';
import { createTokenService, resolveSigningSecret } from './modules/auth/tokens.ts';
import { sealerOf } from './modules/auth/sealed.ts';
import { loadPrincipal } from './modules/auth/principal.ts';
import { pageSession } from './modules/auth/index.ts';
import type { ReadReplicas } from './db/readReplicas.ts';
import { readYourWrites } from './http/readYourWrites.ts';
import type { OperationAccess } from '../shared/permissions.ts';
import { MAX_UPLOAD_BYTES } from './http/fileUpload.ts';
import { refuseNul } from './http/refuseNul.ts';
import { setWebFileHeaders } from './http/webCaching.ts';
import { screenPages } from './http/screenPicture.ts';
import { cacheAnswers } from './http/answerCaching.ts';
import { compressionOptions } from './http/answerCompression.ts';
import { acceptDeclaredContent } from './http/requestContent.ts';
import { QuietRequestLog } from './logging/quietRequests.ts';
import { loadContract } from './http/contract.ts';
import { dropEmptySearchFields, searchOperationsOf } from './http/emptySearchFields.ts';
import { carryRequestIds, requestIdsFrom } from './http/requestId.ts';
import { answerMethodNotAllowed } from './http/methodNotAllowed.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { strictSchemaController } from './http/strictValidation.ts';
import { withMaskedRequests } from './logging/requestSerializer.ts';
import { createMetrics, measureRequests } from './modules/ops/metrics.ts';
import './http/fastifyTypes.ts';
import { inProject } from './projectRoot.ts';

const webRoot = inProject('dist/web');
const pictureRoot = inProject('dist/picture');

export interface AppOptions {
  db: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** The ERP to talk to; by default the built-in simulator configured by `config.erpSimulator`. */
  erp?: ErpClient;
  /** The delivery tracking to talk to; by default the built-in simulator (`config.fareyeSimulator`). */
  fareye?: FareyeClient;
  /** The read replicas of the database (db/readReplicas.ts), when it has some. */
  replicas?: ReadReplicas | null;
  /**
   * Log every request at info (the default, for log collectors); false logs them at debug only,
   * so a person at a terminal sees the start-up banner and the problems.
   */
  requestLogging?: boolean;
}

/** The application: the API built from openapi.yaml under /api, its reference at /api/docs, the web app. */
export async function buildApp({ db, config, logger = false, erp, fareye, replicas = null, requestLogging = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withMaskedRequests(logger),
    ...(requestLogging ? {} : { logController: new QuietRequestLog() }),
    // Only a configured proxy may name the client: a forged X-Forwarded-For must not choose the
    // address that sign-in throttling counts and the audit log records.
    trustProxy: config.trustProxy,
    // Bodies are taken as typed, numbers in an address only as plain decimals (strictValidation.ts).
    schemaController: strictSchemaController(),
    // A path value longer than the contract allows reaches validation (400 naming it); only an
    // address beyond any contract bound gets 414, as problem+json like every other error.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: frameworkErrorHandler,
    // A configured proxy's X-Request-Id when it is sane, else a new one: logged as reqId,
    // answered in X-Request-Id, kept by the outbox rows the request queues and their api_log rows.
    requestIdHeader: false,
    genReqId: requestIdsFrom(config.trustProxy),
  });
  app.decorate('db', db);
  app.decorate('loadPrincipal', loadPrincipal);
  app.decorate('pageSession', pageSession);
  app.decorate('config', config);
  const secret = await resolveSigningSecret(db, config.jwtSecret);
  app.decorate('tokens', createTokenService(secret));
  app.decorate('sealers', {
    oidcAttempt: sealerOf(secret, 'oidc-attempt'),
    providerTokens: sealerOf(secret, 'provider-tokens'),
    walPosition: sealerOf(secret, 'wal-position'),
  });
  // The browser session's cookies (http/sessionCookies.ts).
  await app.register(cookie);
  app.decorate('replicas', replicas);
  if (replicas) readYourWrites(app, replicas);
  app.decorateRequest('principal', null);
  app.setErrorHandler(errorHandlerWith(recordRefusal));
  carryRequestIds(app);
  const metrics = createMetrics(db, { processMetrics: config.metricsToken !== undefined });
  app.decorate('metrics', metrics);
  measureRequests(app, metrics, config.metricsToken);
  // From the first moment of closing, readiness says so (a load balancer stops sending work).
  app.decorate('shutdown', { started: false });
  app.addHook('preClose', async () => {
    app.shutdown.started = true;
  });

  // The outbox worker runs in every instance (they share the work through SKIP LOCKED); it
  // starts once the app is ready and has finished its job in hand before the app closes.
  const mail = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl, config.mail.from) : logOnlyTransport;
  app.decorate('mail', mail);
  // A given client (a test's) is used as it is; otherwise the gateway of ERP_URL or the built-in simulator, over HTTP.
  const simulators = await startSimulators(config, { erp: erp !== undefined, fareye: fareye !== undefined });
  app.addHook('onClose', () => simulators.close());
  const connected: ConnectedErp = connectErp(config, erp, simulators.erp);
  app.decorate('erp', connected);
  const tracking: ConnectedFareye = connectFareye(config, fareye, simulators.fareye);
  app.decorate('fareye', tracking);
  const outbox = createOutboxWorker({
    db,
    handlers: jobHandlers({
      mail,
      erp: connected.client,
      fareye: tracking.client,
      publicUrl: config.publicUrl,
    }),
    ...config.outbox,
    retryPolicies: { [MAIL_KIND]: mailRetryPolicy(config.mailRetry) },
    log: app.log,
    observeCall: metrics.observeCall,
    observeAttempt: metrics.observeAttempt,
  });
  app.decorate('outbox', outbox);
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', () => outbox.stop());
  // Returns past their step's service level are looked for every few minutes: one sweep job per
  // time slot, whichever instance asks first (the outbox's idempotency key). The same timer asks
  // for the day's purge of security events past their retention, one job per day.
  if (config.serviceLevelSweepMinutes > 0) {
    const sweep = () =>
      void Promise.all([queueServiceLevelSweep(db, config.serviceLevelSweepMinutes), queueSecurityEventPurge(db)]).then(
        () => outbox.wake(),
        (error: unknown) => app.log.error(error),
      );
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweep();
      timer = setInterval(sweep, config.serviceLevelSweepMinutes * 60_000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }

  registerSecurityHeaders(app);
  // The ETag is the digest of the answer as serialised, so it is taken before compression.
  cacheAnswers(app);
  await app.register(compress, compressionOptions);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  const contract = loadContract();
  await app.register(swagger, { mode: 'static', specification: { document: contract as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } as never });
  // Before any handler runs: each operation takes only the media types it declares, and no
  // string anywhere holds a NUL; the types the contract only answers with are refused as bodies.
  refuseAnswerOnlyTypes(app, contract as unknown as Contract);
  const searchOperations = searchOperationsOf(contract as never);
  app.addHook('onRoute', acceptDeclaredContent);
  answerMethodNotAllowed(app, contract as never);
  app.addHook('preValidation', refuseNul);
  await app.register(openapiGlue, {
    specification: contract,
    prefix: 'api',
    operationResolver: (operationId: string) => {
      const id = operationId as OperationId;
      const operation: { permission: OperationAccess; readsFrom?: 'replica'; cache?: 'revalidate' } = operationTable[id];
      return {
        handler: handlers[id] as never,
        config: { operationId: id, permission: operation.permission, readsFrom: operation.readsFrom, cache: operation.cache },
        onRequest: authenticateFor(operation.permission),
        ...(searchOperations.has(id) ? { preValidation: dropEmptySearchFields } : {}),
      } as never;
    },
  });

  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz copies (scripts/precompress.ts): sent as they are, never compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: setWebFileHeaders,
    });
  }
  const sendPage = screenPages({ web: webRoot, picture: pictureRoot });
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && existsSync(webRoot);
    if (isPage) return sendPage(request, reply);
    return sendProblem(reply, 404, `No operation at ${request.method} ${request.url.split('?')[0]}.`);
  });
  return app;
}
