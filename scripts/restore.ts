/**
 * `npm run restore -- <file>`: puts a backup of `npm run backup` in place of the embedded
 * database (PGLITE_DIR); the database that was there is kept aside, renamed, never deleted.
 * Refused while the server runs on it, and with DATABASE_URL set (PostgreSQL: pg_restore).
 */
import { loadConfig } from '../src/server/config.ts';
import { BackupError, restoreEmbedded } from '../src/server/db/backup.ts';

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md, "Backup and restore"); npm run restore is for the embedded database.',
  );
  process.exit(1);
}
const file = process.argv[2];
if (!file) {
  console.error('Name the backup file: npm run restore -- backups/goods-return-….tar.gz');
  process.exit(1);
}
try {
  const { summary, keptAside } = await restoreEmbedded(file, config.pgliteDir);
  if (keptAside) console.log(`The database that was in ${config.pgliteDir} is kept in ${keptAside}.`);
  console.log(
    `Restored ${file} into ${config.pgliteDir}: ${summary.returns} returns, ${summary.returnEvents} return events, ${summary.files} files, ${summary.users} users. Start the server with npm start.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
