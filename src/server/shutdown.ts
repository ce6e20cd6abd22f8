import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  /** Closes the database (and its lock) once the app has closed. */
  closeDatabase: () => Promise<void>;
  /** How long the app may take to close before the process exits anyway. */
  timeoutMs: number;
  exit: (code: number) => void;
}

/**
 * The graceful stop of `npm start` on SIGTERM or SIGINT: the app stops taking requests (new
 * connections are refused, requests on kept-alive ones get 503, readiness fails), finishes the
 * requests in flight, then stops the outbox worker after its job in hand (app.ts's onClose hook),
 * closes the database and exits 0. Past `timeoutMs` it exits 1 without waiting further; a
 * second signal while stopping changes nothing.
 */
export function gracefulShutdown({ app, closeDatabase, timeoutMs, exit }: ShutdownOptions): (signal: string) => Promise<void> {
  let stopping: Promise<void> | null = null;
  return (signal) => {
    stopping ??= (async () => {
      app.log.info(`${signal}: finishing the requests in flight and the outbox job in hand, then stopping`);
      const timer = setTimeout(() => {
        app.log.error(`Not stopped within ${timeoutMs / 1000} s: exiting anyway`);
        exit(1);
      }, timeoutMs);
      try {
        await app.close();
        await closeDatabase();
        app.log.info('stopped');
        exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'stopping failed');
        exit(1);
      } finally {
        clearTimeout(timer);
      }
    })();
    return stopping;
  };
}
