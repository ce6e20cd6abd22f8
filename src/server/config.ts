import { Ajv } from 'ajv';
import type { ErpCredentials } from './modules/integrations/erp/erpAuthorization.ts';

/** Every environment variable the server reads (.env.example lists them, README.md explains). */
const envSchema = {
  type: 'object',
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    // Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed, comma separated.
    TRUST_PROXY: { type: 'string', pattern: '^[0-9a-fA-F.:/, ]*$', default: '' },
    PGLITE_DIR: { type: 'string', minLength: 1, default: './data' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    // Streaming replicas of DATABASE_URL that reports, dashboards, charts, lookups and logs read from (comma separated).
    READ_DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://[^,]+(,\\s*postgres(ql)?://[^,]+)*$' },
    READ_MAX_LAG_SECONDS: { type: 'integer', minimum: 0, maximum: 3600, default: 10 },
    JWT_SECRET: { type: 'string', minLength: 32 },
    ACCESS_TOKEN_MINUTES: { type: 'integer', minimum: 1, maximum: 1440, default: 30 },
    DEMO_PASSWORD: { type: 'string', minLength: 8, default: 'Demo#2026' },
    SEED_DEMO: { type: 'boolean', default: true },
    SEED_DEMO_RETURNS: { type: 'boolean', default: true },
    SEED_SCALE: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
    PUBLIC_URL: { type: 'string', default: '' },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
    ERP_SIMULATOR_FAILURE: { type: 'string', enum: ['none', 'always', 'once'], default: 'none' },
    ERP_SIMULATOR_LATENCY_MS: { type: 'integer', minimum: 0, maximum: 60000, default: 400 },
    ERP_SIMULATOR_PULL_LATENCY_MS: { type: 'integer', minimum: 0, maximum: 60000 },
    ERP_SIMULATOR_DROP_ANSWER: { type: 'string', enum: ['none', 'once', 'always'], default: 'none' },
    // The built-in simulators, asked for by name: on PostgreSQL none runs unless `on` (refuseSilentSimulators).
    ERP_SIMULATOR: { type: 'string', enum: ['on', 'off'] },
    FAREYE_SIMULATOR: { type: 'string', enum: ['on', 'off'] },
    FAREYE_SIMULATOR_FAILURE: { type: 'string', enum: ['none', 'always', 'once'], default: 'none' },
    FAREYE_SIMULATOR_LATENCY_MS: { type: 'integer', minimum: 0, maximum: 60000, default: 300 },
    FAREYE_SIMULATOR_DROP_ANSWER: { type: 'string', enum: ['none', 'once', 'always'], default: 'none' },
    SERVICE_LEVEL_SWEEP_MINUTES: { type: 'integer', minimum: 0, maximum: 1440, default: 15 },
    OUTBOX_POLL_MS: { type: 'integer', minimum: 10, maximum: 600000, default: 1000 },
    OUTBOX_MAX_ATTEMPTS: { type: 'integer', minimum: 1, maximum: 50, default: 5 },
    OUTBOX_RETRY_BASE_MS: { type: 'integer', minimum: 1, maximum: 3600000, default: 5000 },
    OUTBOX_READY_LAG_SECONDS: { type: 'integer', minimum: 0, maximum: 86400, default: 300 },
    // The bearer token a Prometheus scraper sends to GET /metrics; unset: no /metrics.
    METRICS_TOKEN: { type: 'string', minLength: 16, maxLength: 256, pattern: '^\\S+$' },
    SHUTDOWN_TIMEOUT_SECONDS: { type: 'integer', minimum: 1, maximum: 3600, default: 25 },
    // smtp://user:pass@host:587 (STARTTLS unless on loopback) or smtps://user:pass@host:465; unset: e-mail is only logged.
    SMTP_URL: { type: 'string', pattern: '^smtps?://[^/?#]+/?$' },
    // How long a mail is retried (hours) and its first retry's delay, doubling up to half an hour: an outage of hours is outlasted.
    MAIL_RETRY_HOURS: { type: 'integer', minimum: 0, maximum: 168, default: 24 },
    MAIL_RETRY_BASE_MS: { type: 'integer', minimum: 100, maximum: 3600000, default: 30000 },
    MAIL_FROM: { type: 'string', minLength: 3, maxLength: 320, default: 'Goods Return <no-reply@localhost>' },
    // The ERP gateway (integrations/erp.openapi.yaml) with basic or OAuth 2 client-credentials secrets; unset: the built-in simulator on loopback.
    ERP_URL: { type: 'string', pattern: '^https?://' },
    ERP_USER: { type: 'string', minLength: 1 },
    ERP_PASSWORD: { type: 'string', minLength: 1 },
    ERP_TOKEN_URL: { type: 'string', pattern: '^https?://' },
    ERP_CLIENT_ID: { type: 'string', minLength: 1 },
    ERP_CLIENT_SECRET: { type: 'string', minLength: 1 },
    ERP_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 600000, default: 30000 },
    // Delivery tracking (integrations/fareye.openapi.yaml) and its API key; unset: the built-in simulator on loopback.
    FAREYE_URL: { type: 'string', pattern: '^https?://' },
    FAREYE_API_KEY: { type: 'string', minLength: 8 },
    FAREYE_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 600000, default: 30000 },
    ERP_CIRCUIT_FAILURES: { type: 'integer', minimum: 1, maximum: 1000, default: 5 },
    ERP_CIRCUIT_OPEN_SECONDS: { type: 'integer', minimum: 1, maximum: 3600, default: 30 },
    // How long a browser stays signed in without using the product (hours): its refresh cookie's life.
    SESSION_IDLE_HOURS: { type: 'integer', minimum: 1, maximum: 720, default: 12 },
    // The company's identity provider (OpenID Connect, code + PKCE); unset: only the product's own passwords.
    OIDC_ISSUER: { type: 'string', pattern: '^https?://' },
    OIDC_CLIENT_ID: { type: 'string', minLength: 1 },
    OIDC_CLIENT_SECRET: { type: 'string', minLength: 1 },
    OIDC_DISPLAY_NAME: { type: 'string', minLength: 1, maxLength: 60, default: 'your company account' },
    OIDC_USER_CLAIM: { type: 'string', enum: ['preferred_username', 'email'], default: 'preferred_username' },
  },
  additionalProperties: true,
} as const;

export interface Config {
  port: number;
  host: string;
  /**
   * The reverse proxies (addresses or CIDR ranges, comma separated) whose X-Forwarded-For names the
   * client; false: the connection's own address is the client's, and a forwarded one is ignored.
   */
  trustProxy: string | false;
  pgliteDir: string;
  databaseUrl: string | undefined;
  /** Read replicas of the PostgreSQL primary (none: every read goes to it), and the replay lag past which one is skipped. */
  readReplicas: { urls: string[]; maxLagSeconds: number };
  jwtSecret: string | undefined;
  accessTokenMinutes: number;
  demoPassword: string;
  seedDemo: boolean;
  /** With the demo data, returns in every state made through the API on the first start. */
  seedDemoReturns: boolean;
  /** Multiplies the demo master data (SEED_SCALE), for benchmark volumes. */
  seedScale: number;
  /** How often returns past their step's service level are looked for (minutes; 0: never). */
  serviceLevelSweepMinutes: number;
  publicUrl: string;
  logLevel: string;
  /**
   * The built-in ERP: `failure` always/once makes calls fail (once: the first call of each request);
   * master-data pulls (the synchs) take `pullLatencyMs` when given, every other call `latencyMs`;
   * `dropAnswer` once/always commits a sales order and drops the connection before answering.
   */
  erpSimulator: { failure: 'none' | 'always' | 'once'; latencyMs: number; pullLatencyMs?: number; dropAnswer?: 'none' | 'once' | 'always' };
  /** The built-in delivery tracking (Fareye), with the same switches as the ERP's. */
  fareyeSimulator: { failure: 'none' | 'always' | 'once'; latencyMs: number; dropAnswer?: 'none' | 'once' | 'always' };
  /** The outbox worker: how often it looks for due work, and how it retries technical failures. */
  outbox: { pollMs: number; maxAttempts: number; retryBaseMs: number };
  /** GET /api/ready answers 503 when the oldest due outbox job has waited longer (seconds; 0: never). */
  readyMaxOutboxLagSeconds: number;
  /** The bearer token of GET /metrics; undefined: metrics are not served. */
  metricsToken: string | undefined;
  /** On SIGTERM, how long requests in flight and the outbox job in hand may take before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /** Where e-mail goes: the SMTP server of `smtpUrl`, or only the e-mail log when it is undefined; sent as `from`. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Mail's own retry schedule: for `forMs` after the first attempt, the first retry after `baseMs`, doubling up to `capMs`. */
  mailRetry: { forMs: number; baseMs: number; capMs: number };
  /**
   * The ERP gateway at `url` with its `credentials`; without a url the built-in simulator
   * (`erpSimulator`) is started on loopback and reached over HTTP all the same. `timeoutMs`
   * bounds each answer; `circuitFailures` failures in a row stop calls for `circuitOpenSeconds`.
   */
  erp: { url: string | undefined; credentials: ErpCredentials | undefined; timeoutMs: number; circuitFailures: number; circuitOpenSeconds: number };
  /** Delivery tracking at `url` with `apiKey`; without a url the built-in simulator (`fareyeSimulator`) over loopback HTTP. */
  fareye: { url: string | undefined; apiKey: string | undefined; timeoutMs: number };
  /** How long a browser session lasts without a renewal (hours). */
  sessionIdleHours: number;
  /**
   * The company's OpenID provider, or undefined when staff sign in with the product's passwords
   * only. `userClaim` names the claim matched to a product user name (or e-mail).
   */
  oidc: OidcConfig | undefined;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  displayName: string;
  userClaim: 'preferred_username' | 'email';
}

/** READ_DATABASE_URL: replicas of a PostgreSQL primary, so DATABASE_URL must name one. */
function readReplicasOf(values: Record<string, unknown>): Config['readReplicas'] {
  const urls = ((values.READ_DATABASE_URL as string | undefined) ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length && !values.DATABASE_URL) throw new Error('Invalid environment: READ_DATABASE_URL names replicas of DATABASE_URL, which is not set');
  return { urls, maxLagSeconds: values.READ_MAX_LAG_SECONDS as number };
}

/** The OIDC_* variables: an issuer needs a client id; an http issuer only on loopback (a test's or a developer's provider). */
function oidcOf(values: Record<string, unknown>): OidcConfig | undefined {
  const issuer = values.OIDC_ISSUER as string | undefined;
  if (!issuer) {
    if (values.OIDC_CLIENT_ID !== undefined || values.OIDC_CLIENT_SECRET !== undefined)
      throw new Error('Invalid environment: OIDC_CLIENT_ID is given without OIDC_ISSUER');
    return undefined;
  }
  if (values.OIDC_CLIENT_ID === undefined) throw new Error('Invalid environment: OIDC_ISSUER needs OIDC_CLIENT_ID');
  const url = new URL(issuer);
  if (url.protocol === 'http:' && !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error('Invalid environment: OIDC_ISSUER must be https:// (http:// only on loopback)');
  }
  return {
    issuer,
    clientId: values.OIDC_CLIENT_ID as string,
    clientSecret: values.OIDC_CLIENT_SECRET as string | undefined,
    displayName: values.OIDC_DISPLAY_NAME as string,
    userClaim: values.OIDC_USER_CLAIM as OidcConfig['userClaim'],
  };
}

/**
 * An outside system without its address is served by the built-in simulator only where that
 * cannot be mistaken for production: on the embedded database (the demo), or when asked for by
 * name (ERP_SIMULATOR=on). On PostgreSQL a forgotten ERP_URL would otherwise send every sales
 * order to a simulator; a simulator beside an address, or turned off without one, is refused too.
 */
function refuseSilentSimulators(values: Record<string, unknown>): void {
  const systems = [
    { simulator: 'ERP_SIMULATOR', url: 'ERP_URL', what: 'the ERP', secrets: 'ERP_URL with its secrets' },
    { simulator: 'FAREYE_SIMULATOR', url: 'FAREYE_URL', what: 'delivery tracking', secrets: 'FAREYE_URL and FAREYE_API_KEY' },
  ];
  for (const { simulator, url, what, secrets } of systems) {
    const asked = values[simulator];
    if (values[url] && asked === 'on') throw new Error(`Invalid environment: ${simulator}=on and ${url} contradict each other; keep one`);
    if (values[url]) continue;
    if (asked === 'off') throw new Error(`Invalid environment: ${simulator}=off needs ${url}: set ${secrets}`);
    if (values.DATABASE_URL && asked !== 'on')
      throw new Error(
        `Invalid environment: on PostgreSQL (DATABASE_URL) ${what} must be named: set ${secrets}, or ${simulator}=on to run the built-in simulator (simulated, not a real system)`,
      );
  }
}

/** FAREYE_API_KEY, which FAREYE_URL needs and nothing else takes. */
function fareyeKeyOf(values: Record<string, unknown>): string | undefined {
  if (values.FAREYE_URL && values.FAREYE_API_KEY === undefined) throw new Error('Invalid environment: FAREYE_URL needs FAREYE_API_KEY');
  if (!values.FAREYE_URL && values.FAREYE_API_KEY !== undefined) throw new Error('Invalid environment: FAREYE_API_KEY is given without FAREYE_URL');
  return values.FAREYE_API_KEY as string | undefined;
}

/** The ERP's secrets from the environment: basic, or OAuth 2 client credentials; both or a half of one is refused. */
function erpCredentialsOf(values: Record<string, unknown>): ErpCredentials | undefined {
  const basic = values.ERP_USER !== undefined || values.ERP_PASSWORD !== undefined;
  const oauth = values.ERP_TOKEN_URL !== undefined || values.ERP_CLIENT_ID !== undefined || values.ERP_CLIENT_SECRET !== undefined;
  if (!values.ERP_URL) {
    if (basic || oauth) throw new Error('Invalid environment: ERP credentials are given without ERP_URL');
    return undefined;
  }
  if (basic === oauth)
    throw new Error('Invalid environment: ERP_URL needs either ERP_USER and ERP_PASSWORD or ERP_TOKEN_URL, ERP_CLIENT_ID and ERP_CLIENT_SECRET');
  if (basic) {
    if (values.ERP_USER === undefined || values.ERP_PASSWORD === undefined) throw new Error('Invalid environment: ERP_USER and ERP_PASSWORD go together');
    return { kind: 'basic', user: values.ERP_USER as string, password: values.ERP_PASSWORD as string };
  }
  if (values.ERP_TOKEN_URL === undefined || values.ERP_CLIENT_ID === undefined || values.ERP_CLIENT_SECRET === undefined) {
    throw new Error('Invalid environment: ERP_TOKEN_URL, ERP_CLIENT_ID and ERP_CLIENT_SECRET go together');
  }
  return {
    kind: 'oauth2',
    tokenUrl: values.ERP_TOKEN_URL as string,
    clientId: values.ERP_CLIENT_ID as string,
    clientSecret: values.ERP_CLIENT_SECRET as string,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(envSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') values[key] = value;
  }
  const validate = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: true }).compile(envSchema);
  if (!validate(values)) {
    const problems = validate.errors?.map((e) => `${e.instancePath.slice(1) || 'environment'} ${e.message}`);
    throw new Error(`Invalid environment: ${problems?.join('; ')}`);
  }
  refuseSilentSimulators(values);
  const port = values.PORT as number;
  return {
    port,
    host: values.HOST as string,
    trustProxy: (values.TRUST_PROXY as string).replace(/\s+/g, '') || false,
    pgliteDir: values.PGLITE_DIR as string,
    databaseUrl: values.DATABASE_URL as string | undefined,
    readReplicas: readReplicasOf(values),
    jwtSecret: values.JWT_SECRET as string | undefined,
    accessTokenMinutes: values.ACCESS_TOKEN_MINUTES as number,
    demoPassword: values.DEMO_PASSWORD as string,
    seedDemo: values.SEED_DEMO as boolean,
    seedDemoReturns: values.SEED_DEMO_RETURNS as boolean,
    seedScale: values.SEED_SCALE as number,
    serviceLevelSweepMinutes: values.SERVICE_LEVEL_SWEEP_MINUTES as number,
    publicUrl: (values.PUBLIC_URL as string) || `http://localhost:${port}`,
    logLevel: values.LOG_LEVEL as string,
    erpSimulator: {
      failure: values.ERP_SIMULATOR_FAILURE as Config['erpSimulator']['failure'],
      latencyMs: values.ERP_SIMULATOR_LATENCY_MS as number,
      pullLatencyMs: (values.ERP_SIMULATOR_PULL_LATENCY_MS ?? values.ERP_SIMULATOR_LATENCY_MS) as number,
      dropAnswer: values.ERP_SIMULATOR_DROP_ANSWER as Config['erpSimulator']['dropAnswer'],
    },
    fareyeSimulator: {
      failure: values.FAREYE_SIMULATOR_FAILURE as Config['fareyeSimulator']['failure'],
      latencyMs: values.FAREYE_SIMULATOR_LATENCY_MS as number,
      dropAnswer: values.FAREYE_SIMULATOR_DROP_ANSWER as Config['fareyeSimulator']['dropAnswer'],
    },
    outbox: {
      pollMs: values.OUTBOX_POLL_MS as number,
      maxAttempts: values.OUTBOX_MAX_ATTEMPTS as number,
      retryBaseMs: values.OUTBOX_RETRY_BASE_MS as number,
    },
    readyMaxOutboxLagSeconds: values.OUTBOX_READY_LAG_SECONDS as number,
    metricsToken: values.METRICS_TOKEN as string | undefined,
    shutdownTimeoutSeconds: values.SHUTDOWN_TIMEOUT_SECONDS as number,
    mail: { smtpUrl: values.SMTP_URL as string | undefined, from: values.MAIL_FROM as string },
    mailRetry: { forMs: (values.MAIL_RETRY_HOURS as number) * 3_600_000, baseMs: values.MAIL_RETRY_BASE_MS as number, capMs: 30 * 60_000 },
    erp: {
      url: (values.ERP_URL as string | undefined)?.replace(/\/+$/, ''),
      credentials: erpCredentialsOf(values),
      timeoutMs: values.ERP_TIMEOUT_MS as number,
      circuitFailures: values.ERP_CIRCUIT_FAILURES as number,
      circuitOpenSeconds: values.ERP_CIRCUIT_OPEN_SECONDS as number,
    },
    fareye: { url: (values.FAREYE_URL as string | undefined)?.replace(/\/+$/, ''), apiKey: fareyeKeyOf(values), timeoutMs: values.FAREYE_TIMEOUT_MS as number },
    sessionIdleHours: values.SESSION_IDLE_HOURS as number,
    oidc: oidcOf(values),
  };
}
