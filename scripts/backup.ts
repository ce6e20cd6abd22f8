/**
 * `npm run backup [-- <file>]`: a consistent copy of the embedded database (PGLITE_DIR) in one
 * file, by default backups/goods-return-<time>.tar.gz. Refused while the server runs on it, and
 * with DATABASE_URL set (PostgreSQL is backed up with pg_dump: docs/operations.md).
 */
import { loadConfig } from '../src/server/config.ts';
import { backupEmbedded, BackupError } from '../src/server/db/backup.ts';

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md, "Backup and restore"); npm run backup is for the embedded database.',
  );
  process.exit(1);
}
const file = process.argv[2] ?? `backups/goods-return-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
try {
  const summary = await backupEmbedded(config.pgliteDir, file);
  console.log(
    `Backed up ${config.pgliteDir} to ${file}: ${summary.returns} returns, ${summary.returnEvents} return events, ${summary.files} files, ${summary.users} users.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
