// Plain JavaScript, loaded by worker.mjs (see there why) and by the TypeScript that opens PGlite
// elsewhere (backup.ts, the tests' template), through extensions.d.mts.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the schema uses, given to every PGlite that opens it: PGlite carries
 * each as a module of its own, where PostgreSQL has them from its contrib package. pg_trgm indexes
 * the searches by part of a name (migration 0023).
 */
export const extensions = { pg_trgm };
