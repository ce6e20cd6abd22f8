import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './seed/seedDatabase.ts';
import { buildApp } from './app.ts';
import { createDemoReturns } from './demo/demoReturns.ts';
import { terminalLogStream } from './logging/terminalLog.ts';
import { gracefulShutdown } from './shutdown.ts';

/** `npm start`: open (and lock) the database, migrate, seed an empty one, serve. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  await migrateToLatest(handle.db);
  const seeded = await seedDatabase(handle.db, {
    demo: config.seedDemo,
    demoPassword: config.demoPassword,
    demoScale: config.seedScale,
  });
  // A person at a terminal reads short lines without a line per request; anything else gets JSON.
  const onTerminal = process.stdout.isTTY === true;
  const app = await buildApp({
    db: handle.db,
    replicas: handle.replicas,
    config,
    logger: onTerminal ? { level: config.logLevel, stream: terminalLogStream() } : { level: config.logLevel },
    requestLogging: !onTerminal,
  });

  // Without its database every request would fail: stopping lets whatever runs the process start it again.
  handle.onLost((error) => {
    app.log.fatal({ err: error }, 'The database stopped: stopping the server');
    process.exit(1);
  });
  const stop = gracefulShutdown({ app, closeDatabase: handle.close, timeoutMs: config.shutdownTimeoutSeconds * 1000, exit: (code) => process.exit(code) });
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (seeded.demoSignIns.length && config.seedDemoReturns) {
    // Through the app's own API before anyone can sign in, so the demo starts with every state filled.
    await app.ready();
    // The demo's returns are a convenience: a refusal among them is told, and the product starts all the same.
    await createDemoReturns(app, config.demoPassword).catch((error: unknown) =>
      app.log.warn(`Demo returns not all made: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
  await app.listen({ port: config.port, host: config.host });
  const where = handle.kind === 'pglite' ? `embedded database in ${config.pgliteDir}` : 'PostgreSQL';
  console.log(`\nGoods-return management is running at ${config.publicUrl} (${where}).`);
  console.log(`API reference: ${config.publicUrl}/api/docs`);
  console.log(`ERP: ${app.erp.description}.`);
  console.log(`Delivery tracking: ${app.fareye.description}.`);
  console.log(`E-mail is ${app.mail.description}.`);
  if (seeded.demoSignIns.length) {
    console.log(`\nDemo data created. Sign in with any of these users and the password ${config.demoPassword}:`);
    for (const s of seeded.demoSignIns) console.log(`  ${s.userName.padEnd(18)} ${s.role}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
