/** PostgreSQL's unique_violation, as both drivers report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/** What PostgreSQL (or PGlite) says about a statement it refused, as both drivers report it. */
interface RefusedStatement {
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  detail?: string;
  message?: string;
}

/**
 * A statement refused for the data it carried, not for the database's state: a data exception
 * (class 22: a number out of range, an impossible date, a NUL in a text), an integrity constraint
 * (class 23: a check, a missing reference, a required value) or a row met twice by one upsert
 * (21000). Running it again refuses it again, so it is never worth a retry.
 */
export function isDataError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as RefusedStatement).code : undefined;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23') || code === '21000');
}

/** A refused statement in an administrator's words: which table and rule refused what, without the SQL. */
export function dataErrorText(error: unknown): string {
  const e = error as RefusedStatement;
  const where = e.table ? ` of ${e.table}` : '';
  const key = /^Key \((.+)\)=\((.*)\)/.exec(e.detail ?? '');
  switch (e.code) {
    case '23503':
      return key ? `${key[1]} ${key[2]} is not in the master data` : `a row${where} names something not in the master data`;
    case '23514':
      return `a value${where} is outside what the database accepts (rule ${e.constraint ?? 'check'})`;
    case '23502':
      return `${e.column ?? 'a required value'}${where} is missing`;
    case '23505':
      return key ? `${key[1]} ${key[2]} is there twice` : `a row${where} is there twice`;
    case '21000':
      return 'the same row comes twice in one answer';
    case '22003':
      return 'a number is too large for the database';
    case '22007':
    case '22008':
      return 'a date is not a real date';
    default:
      return `a value is not one the database can store (${(e.message ?? 'refused').replace(/\s+/g, ' ').slice(0, 120)})`;
  }
}
