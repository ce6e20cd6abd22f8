import { sendProblem } from '../../http/errorHandler.ts';
import type { Handlers } from '../../http/handlers.ts';
import { readiness } from './readiness.ts';

/**
 * Health for operators and load balancers, public and cheap: `health` says the process answers
 * (liveness), `readiness` whether it can serve (database, migrations, outbox lag, not stopping).
 */
export const healthHandlers: Pick<Handlers, 'getHealth' | 'getReadiness'> = {
  async getHealth() {
    return { status: 'up', uptimeSeconds: Math.round(process.uptime()) };
  },

  async getReadiness(request, reply) {
    const { db, config, shutdown } = request.server;
    const checks = await readiness(db, {
      maxOutboxLagSeconds: config.readyMaxOutboxLagSeconds,
      closing: shutdown.started,
      logError: (error, check) => request.log.error({ err: error }, `Readiness check ${check} failed.`),
      erp: request.server.erp.circuit.state(),
      simulated: { erp: request.server.erp.simulated, fareye: request.server.fareye.simulated },
      replicas: request.server.replicas?.states(),
    });
    const failing = checks.filter((c) => !c.ok);
    if (!failing.length) return { status: 'ready', checks };
    const detail = `Not ready: ${failing.map((c) => c.detail).join(' ')}`;
    return sendProblem(reply, 503, detail, { extensions: { checks } });
  },
};
