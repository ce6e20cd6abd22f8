import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../../generated/database.ts';
import { dataErrorText, isDataError } from '../../db/errors.ts';
import type { JobResult } from '../../outbox/jobs.ts';

/** The reason given for a record outside the pull's filter. */
const NOT_ASKED = 'not asked for by this pull';
const NAMED = 5;

/**
 * The records of an ERP answer that were not written, by why: outside what the pull asked for,
 * or refused by the database. A synch writes the rest and says what it skipped in its message,
 * so an administrator sees a gateway answering more than asked, or data the product cannot hold.
 */
export function skippedRecords() {
  const byReason = new Map<string, string[]>();
  return {
    skip(record: string, reason: string) {
      byReason.set(reason, [...(byReason.get(reason) ?? []), record]);
    },
    /** The records of `records` that `asked` accepts; the others are skipped as not asked for. */
    asked<T>(records: T[], asked: (record: T) => boolean, nameOf: (record: T) => string): T[] {
      return records.filter((record) => asked(record) || (this.skip(nameOf(record), NOT_ASKED), false));
    },
    /** The job's message with what was skipped, e.g. "… 2 records skipped: customer 30000002, customer 30000003 (not asked for by this pull)." */
    told(result: JobResult): JobResult {
      const count = [...byReason.values()].reduce((sum, records) => sum + records.length, 0);
      if (!count) return result;
      const parts = [...byReason].map(([reason, records]) => {
        const named = records.slice(0, NAMED).join(', ');
        return `${named}${records.length > NAMED ? ` and ${records.length - NAMED} more` : ''} (${reason})`;
      });
      return { ...result, message: `${result.message} ${count} ${count === 1 ? 'record' : 'records'} skipped: ${parts.join('; ')}.` };
    },
  };
}

/** Whether a record is within a pull's filter: each filter given (the first of a pair) equals the record's field (the second). */
export const withinFilter = (pairs: readonly (readonly [string | undefined, string | null])[]) =>
  pairs.every(([wanted, actual]) => !wanted || wanted === actual);

/**
 * Writes one record inside the synch's transaction behind a savepoint: data the database refuses
 * (a constraint, a value it cannot hold) undoes that record's writes alone and is given back as
 * the reason, in an administrator's words; any other failure ends the transaction as before.
 */
export async function storedAlone<T>(trx: Transaction<DB>, write: () => Promise<T>): Promise<{ stored: true; value: T } | { stored: false; reason: string }> {
  await sql`savepoint erp_record`.execute(trx);
  try {
    const value = await write();
    await sql`release savepoint erp_record`.execute(trx);
    return { stored: true, value };
  } catch (error) {
    if (!isDataError(error)) throw error;
    await sql`rollback to savepoint erp_record`.execute(trx);
    return { stored: false, reason: `the database refused it: ${dataErrorText(error)}` };
  }
}
