/**
 * The API test files whose behaviour depends on the database engine, with why. They run on
 * PGlite and on PostgreSQL; every other API file runs once: on PostgreSQL when
 * TEST_DATABASE_URL is set (CI), on PGlite otherwise (`npm test` on a fresh machine). PGlite is
 * PostgreSQL's own code, so a query means the same on both; what differs is around the SQL:
 * one connection in a worker thread against a pool, files against a server, migrations run at
 * first start, and how each is backed up. tests/README.md has the measurements behind the list.
 */
export const bothEngines: Record<string, string> = {
  'tests/api/app/firstStart.test.ts': 'migrations and the demo seed on an empty database',
  'tests/api/ops/upgrade.test.ts': 'migrations over an older schema',
  'tests/api/app/pgliteThread.test.ts': 'the embedded database thread (PGlite only)',
  'tests/api/ops/twoInstances.test.ts': 'two servers on one database (PostgreSQL only)',
  'tests/api/app/rowClient.test.ts': "the server's PostgreSQL row client against pg (PostgreSQL only)",
  'tests/api/ops/backupRestore.test.ts': 'backup and restore, a tool of each engine',
  'tests/api/ops/shutdown.test.ts': 'durability: what a stop leaves in the database',
  'tests/api/ops/health.test.ts': 'readiness reads the database and the outbox lag',
  'tests/api/auth/auth.test.ts': 'parallel sign-in guesses counted one after another (row locks)',
  'tests/api/approvals/decisions.test.ts': 'twenty parallel decisions on one line (row locks)',
  'tests/api/returns/returns.test.ts': 'twenty saves racing for one invoice line (row locks)',
  'tests/api/returns/lifecycleIntegrity.test.ts': 'CHECK constraints and rows no state matches',
  'tests/api/masterdata/synch.test.ts': 'every job delivered exactly once (SKIP LOCKED)',
  'tests/api/masterdata/synchRuns.test.ts': 'of two starts at once exactly one queued (unique index)',
};
