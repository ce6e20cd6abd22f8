import type { Database } from '../../db/database.ts';
import { migrationNames } from '../../db/migrate.ts';
import type { CircuitState } from '../../outbox/circuit.ts';
import type { ReplicaState } from '../../db/readReplicas.ts';
import { appliedMigrations, outboxLagSeconds, pingDatabase } from './opsRepository.ts';

/** One thing an instance needs to serve: whether it holds, and what was found. */
export interface ReadinessCheck {
  name: 'database' | 'migrations' | 'outbox' | 'shutdown' | 'erp' | 'fareye' | 'replicas';
  ok: boolean;
  /** An outside system served by a built-in simulator: nothing reaches a real one. */
  simulated?: boolean;
  /** An outside system the instance works without for a while (the ERP): reported, never a reason to be unready. */
  degraded?: boolean;
  detail: string;
}

export interface ReadinessOptions {
  /** The outbox's lag (seconds the oldest due job has waited) above which the instance is not ready; 0: not checked. */
  maxOutboxLagSeconds: number;
  /** The instance is stopping (SIGTERM): a load balancer should send it nothing new. */
  closing: boolean;
  /** Where a failed check's error goes: the answer is public, so it names no address, user or SQL. */
  logError: (error: unknown, check: string) => void;
  /** The ERP's circuit in this instance. */
  erp: CircuitState;
  /** Which outside systems a built-in simulator serves (no ERP_URL, no FAREYE_URL). */
  simulated: { erp: boolean; fareye: boolean };
  /** The read replicas as last looked at, when the instance has some. */
  replicas?: ReplicaState[];
}

/**
 * The read replicas: degraded while one is skipped (down, not a standby, or lagging past the
 * bound), whose reads then go to the primary. Never unready for them: the primary serves every read.
 */
function replicasCheck(states: ReplicaState[]): ReadinessCheck {
  const skipped = states.filter((state) => !state.serving);
  const lags = states.filter((state) => state.serving).map((state) => `${state.name} ${Math.round((state.lagSeconds ?? 0) * 10) / 10} s behind`);
  if (!skipped.length)
    return { name: 'replicas', ok: true, degraded: false, detail: `${states.length} of ${states.length} replicas serve reads (${lags.join(', ')}).` };
  return {
    name: 'replicas',
    ok: true,
    degraded: true,
    detail: `Degraded: ${skipped.map((state) => `${state.name} is skipped (${state.problem})`).join('; ')}; its reads go to the primary.`,
  };
}

const SIMULATED = 'Simulated: the built-in simulator answers, not a real system';

/**
 * The ERP as readiness reports it: degraded while its circuit is open, and "simulated" while the
 * built-in simulator serves it. Never unready for it: every instance shares the ERP, and taking
 * them all out of the load balancer would stop the work that needs no ERP. The answer is public,
 * so it gives no reason (the reason is on the failed calls).
 */
function erpCheck(state: CircuitState, simulated: boolean): ReadinessCheck {
  const prefix = simulated ? `${SIMULATED}. ` : '';
  if (!state.open) return { name: 'erp', ok: true, degraded: false, simulated, detail: `${prefix}Calls to the ERP go through.` };
  return {
    name: 'erp',
    ok: true,
    degraded: true,
    simulated,
    detail: `${prefix}Degraded: the last ${state.failures} calls to the ERP failed; calls resume from ${state.retryAt!.toISOString().slice(11, 19)} UTC.`,
  };
}

/** Delivery tracking: reported so that a simulator serving it is seen; its failures are the jobs' own. */
const fareyeCheck = (simulated: boolean): ReadinessCheck => ({
  name: 'fareye',
  ok: true,
  simulated,
  detail: simulated ? `${SIMULATED}.` : 'Posts go to delivery tracking (FAREYE_URL).',
});

/** A database that does not answer within this time counts as unreachable (a ready check must not hang). */
const DATABASE_TIMEOUT_MS = 3000;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance can serve: the database answers, has run every migration this version
 * expects, the outbox keeps up, and the instance is not stopping. Every check is reported, ok or not.
 */
export async function readiness(db: Database, options: ReadinessOptions): Promise<ReadinessCheck[]> {
  const checks: ReadinessCheck[] = [];
  if (options.closing) checks.push({ name: 'shutdown', ok: false, detail: 'The instance is shutting down.' });
  try {
    await withinTimeout(pingDatabase(db), DATABASE_TIMEOUT_MS);
    checks.push({ name: 'database', ok: true, detail: 'The database answers.' });
  } catch (error) {
    options.logError(error, 'database');
    checks.push({ name: 'database', ok: false, detail: 'The database is not reachable.' });
    return checks;
  }
  const applied = new Set(await withinTimeout(appliedMigrations(db), DATABASE_TIMEOUT_MS).catch(() => [] as string[]));
  const missing = migrationNames.filter((name) => !applied.has(name));
  checks.push(
    missing.length
      ? { name: 'migrations', ok: false, detail: `${missing.length} migration${missing.length > 1 ? 's' : ''} not applied.` }
      : { name: 'migrations', ok: true, detail: `All ${migrationNames.length} migrations are applied.` },
  );
  try {
    const lag = await withinTimeout(outboxLagSeconds(db), DATABASE_TIMEOUT_MS);
    const limit = options.maxOutboxLagSeconds;
    const waited = `The oldest due outbox job has waited ${Math.round(lag)} s`;
    checks.push(
      limit > 0 && lag > limit
        ? { name: 'outbox', ok: false, detail: `${waited} (more than ${limit} s).` }
        : { name: 'outbox', ok: true, detail: `${waited}${limit > 0 ? ` (at most ${limit} s allowed)` : ''}.` },
    );
  } catch (error) {
    options.logError(error, 'outbox');
    checks.push({ name: 'outbox', ok: false, detail: 'The outbox could not be read.' });
  }
  checks.push(erpCheck(options.erp, options.simulated.erp), fareyeCheck(options.simulated.fareye));
  if (options.replicas?.length) checks.push(replicasCheck(options.replicas));
  return checks;
}
