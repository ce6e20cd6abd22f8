import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { DB } from '../../../generated/database.ts';
import { extensions } from './pglite/extensions.mjs';
import { DataDirectoryInUseError, lockDataDirectory } from './pgliteLock.ts';

/** What a backup holds, told after writing or restoring it so the operator sees it is the right one. */
export interface BackupSummary {
  returns: number;
  returnEvents: number;
  /** Line photos and other uploads (attachments) and signed FPRE scans: every file is in the database. */
  files: number;
  users: number;
}

/** A backup refused or failed, with what to do about it. */
export class BackupError extends Error {}

const isDatabaseDirectory = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

function refusalWhileRunning(error: unknown, doing: string): never {
  if (error instanceof DataDirectoryInUseError) {
    throw new BackupError(
      `The embedded database in ${error.dir} is in use by the running server (process ${error.pid}). ` +
        `Stop it (Ctrl+C, or SIGTERM: it finishes its requests and its outbox job first), ${doing}, then start it again. ` +
        'A copy taken while the server writes could not be trusted to restore.',
      { cause: error },
    );
  }
  throw error;
}

async function summarise(client: PGlite): Promise<BackupSummary> {
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  const count = async (table: 'returns' | 'return_events' | 'attachments' | 'fpre_documents' | 'users') =>
    (
      await db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return {
    returns: await count('returns'),
    returnEvents: await count('return_events'),
    files: (await count('attachments')) + (await count('fpre_documents')),
    users: await count('users'),
  };
}

/**
 * Writes a consistent copy of the embedded database in `dataDir` to `file` (a gzipped tar of the
 * data directory, PGlite's own dump). Refused while a server runs on the directory: PGlite is one
 * process's database, and its lock (pgliteLock.ts) is what tells that a server is running.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupSummary> {
  const dir = resolve(dataDir);
  if (!isDatabaseDirectory(dir)) throw new BackupError(`There is no embedded database in ${dir} (PGLITE_DIR).`);
  let unlock: () => void;
  try {
    unlock = lockDataDirectory(dir);
  } catch (error) {
    refusalWhileRunning(error, 'run the backup');
  }
  try {
    const client = new PGlite({ extensions, dataDir: dir });
    try {
      await client.waitReady;
      const summary = await summarise(client);
      const dump = await client.dumpDataDir('gzip');
      const target = resolve(file);
      mkdirSync(dirname(target), { recursive: true });
      // Written beside the target and renamed: a backup file is whole or absent, never half written.
      const partial = `${target}.partial`;
      // The copy holds password hashes, two-factor secrets and the signing key: for its owner only.
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      renameSync(partial, target);
      return summary;
    } finally {
      if (!client.closed) await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Restores a backup of `backupEmbedded` into `dataDir`. A database already there is kept aside
 * (renamed to `<dir>.before-restore-<time>`, the path is returned), never deleted; refused while
 * a server runs on the directory. A file that is no such backup leaves the directory as it was.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<{ summary: BackupSummary; keptAside: string | null }> {
  const source = resolve(file);
  if (!existsSync(source)) throw new BackupError(`There is no backup file ${source}.`);
  const dir = resolve(dataDir);
  let unlock: () => void;
  try {
    unlock = lockDataDirectory(dir);
  } catch (error) {
    refusalWhileRunning(error, 'restore');
  }
  let keptAside: string | null = null;
  try {
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      keptAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, keptAside);
    }
    let client: PGlite | undefined;
    try {
      client = new PGlite({ extensions, dataDir: dir, loadDataDir: new Blob([readFileSync(source)], { type: 'application/x-gzip' }) });
      await client.waitReady;
      const summary = await summarise(client);
      return { summary, keptAside };
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      if (keptAside) renameSync(keptAside, dir);
      keptAside = null;
      throw new BackupError(
        `${source} could not be restored (is it a backup made by npm run backup?): ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    } finally {
      if (client && !client.closed) await client.close().catch(() => {});
    }
  } finally {
    unlock();
  }
}
