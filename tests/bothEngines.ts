/**
 * The API tests whose behaviour depends on the database engine, with why. They run on PGlite and
 * on PostgreSQL; every other API test runs once: on PostgreSQL when TEST_DATABASE_URL is set (CI),
 * on PGlite otherwise (`npm test` on a fresh machine). PGlite is PostgreSQL's own code, so a query
 * means the same on both; what differs is around the SQL: one connection in a worker thread
 * against a pool, files against a server, migrations run at first start, and how each is backed
 * up. tests/README.md has the measurements behind the list.
 */
export const bothEngines: Record<string, string> = {
  'tests/api/app/firstStart.test.ts': 'migrations and the demo seed on an empty database',
  'tests/api/ops/upgrade.test.ts': 'migrations over an older schema',
  'tests/api/app/pgliteThread.test.ts': 'the embedded database thread (PGlite only)',
  'tests/api/ops/twoInstances.test.ts': 'two servers on one database (PostgreSQL only)',
  'tests/api/app/rowClient.test.ts': "the server's PostgreSQL row client against pg (PostgreSQL only)",
  'tests/api/ops/backupRestore.test.ts': 'backup and restore, a tool of each engine',
  'tests/api/ops/shutdown.test.ts': 'durability: what a stop leaves in the database',
  'tests/api/returns/lifecycleIntegrity.test.ts': 'CHECK constraints and rows no state matches',
};

/**
 * Files of which only some tests depend on the engine: on the second engine (PGlite in CI) the
 * file runs with its other tests skipped (tests/fixtures/engineDependentOnly.ts). The parallel
 * requests are kept apart by row locks, `SKIP LOCKED` and unique indexes, which a pool of
 * connections exercises and the embedded database's one connection serialises.
 */
export const engineDependentTests: Record<string, Record<string, string>> = {
  'tests/api/auth/auth.test.ts': {
    'counts parallel guesses one after another: thirty at once pass a limit of five no more than five times': 'row locks',
  },
  'tests/api/approvals/decisions.test.ts': {
    'lets exactly one of twenty parallel decisions on one line through': 'row locks',
  },
  'tests/api/returns/returns.test.ts': {
    'never returns more than was invoiced when twenty saves race for one line': 'row locks',
  },
  'tests/api/masterdata/synch.test.ts': {
    'deliver every job exactly once': 'SKIP LOCKED',
  },
  'tests/api/masterdata/synchRuns.test.ts': {
    'refuses a second start while the first runs, of two at once exactly one is queued, and other kinds go on': 'a unique index',
  },
  'tests/api/ops/health.test.ts': {
    'readiness answers 200 with every check ok on a migrated database whose outbox keeps up': 'readiness reads the database',
    'readiness answers 503 naming a migration the database has not run': 'readiness reads the migrations',
    'readiness answers 503 while the oldest due outbox job has waited past the threshold, and 200 once it is taken': 'the outbox lag',
  },
};
