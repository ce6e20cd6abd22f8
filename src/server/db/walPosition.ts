import { sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * A position in PostgreSQL's write-ahead log (an LSN, written "16/B374D848"), as a number that
 * compares: a replica that has replayed up to a position holds every change committed before it.
 */
export function walPositionOf(text: string | null | undefined): bigint | null {
  const match = text ? /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text) : null;
  return match ? (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`) : null;
}

export function walPositionText(position: bigint): string {
  return `${(position >> 32n).toString(16).toUpperCase()}/${(position & 0xffffffffn).toString(16).toUpperCase()}`;
}

/**
 * The primary's current position: every change committed so far lies before it (the insert
 * position, which no commit record precedes in the log even with synchronous_commit off).
 */
export async function primaryWalPosition(db: Database): Promise<bigint | null> {
  const { rows } = await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(db);
  return walPositionOf(rows[0]?.lsn);
}
