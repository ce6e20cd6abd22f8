import { createHash } from 'node:crypto';
import pg from 'pg';

type Row = Record<string, unknown>;
type RowOf = (cells: unknown[]) => Row;

/** One row builder per column list: a function returning an object literal of those columns. */
const builders = new Map<string, RowOf>();

function builderOf(names: readonly string[]): RowOf {
  const key = names.join('\u0000');
  let build = builders.get(key);
  if (!build) {
    // A literal's key __proto__ would set the prototype instead: such a list is built by assignment.
    build = names.includes('__proto__')
      ? (cells) => Object.fromEntries(names.map((name, i) => [name, cells[i]]))
      : (new Function('c', `return {${names.map((name, i) => `${JSON.stringify(name)}: c[${i}]`).join(', ')}}`) as RowOf);
    builders.set(key, build);
  }
  return build;
}

/**
 * pg's client, whose rows are built by an object literal made once per column list. pg copies
 * each row from a template object without a prototype, which V8 (Node 20) does in about ten
 * microseconds for thirty columns and leaves the row in dictionary mode, slower to read and to
 * serialise; a list page spent a tenth of its server time there. The rows are read as arrays
 * (pg's rowMode) and built here, with the same values and the same names (a repeated name keeps
 * the last column, as pg's). A read is also named (preparedName). Only `query(text, values)`
 * with an array of values, the form Kysely runs, is changed.
 */
export class RowClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => Promise<pg.QueryResult | pg.QueryResult[]>;
    this.query = ((...args: unknown[]) => {
      const [text, values, callback] = args;
      if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined) return query(...args);
      const run = (name: { name?: string }) => query({ text, values, rowMode: 'array', ...name });
      const name = preparedName(text);
      return (
        run(name)
          // A column added to a table a prepared `select *` reads (another instance migrating): run it unnamed from now on.
          .catch((error: unknown) => {
            if (!name.name || (error as { code?: string }).code !== '0A000') throw error;
            names.delete(text);
            return run({});
          })
          // Several statements in one text (a script, without parameters) answer one result each.
          .then((result) => (Array.isArray(result) ? result.map(withObjects) : withObjects(result)))
      );
    }) as pg.Client['query'];
  }
}

function withObjects(result: pg.QueryResult): pg.QueryResult {
  const build = builderOf(result.fields.map((field) => field.name));
  return Object.assign(result, { rows: (result.rows as unknown as unknown[][]).map(build) });
}

/** Reads named so far, by their text: each connection prepares one the first time it runs it. */
const names = new Map<string, string>();
/** How often each read not named yet was run (emptied when it holds too many). */
const runs = new Map<string, number>();
/** A read is named on its third run: one run once (a lookup with a rare list of values) stays unnamed. */
const RUNS_BEFORE_NAMING = 2;
/** At most this many: each is a statement kept by every connection. */
const MAX_NAMED_READS = 500;

/**
 * A name for a read (a select) run often, so that each connection parses it once and then only
 * binds and runs it, as JDBC and Npgsql do with a statement run often: parsing was a fifth of the
 * database's time for a work list's page. Every run is still planned for its values: the pool's
 * connections force custom plans (database.ts).
 */
export function preparedName(text: string): { name?: string } {
  const name = names.get(text);
  if (name !== undefined) return { name };
  if (names.size >= MAX_NAMED_READS || !/^select\s/i.test(text)) return {};
  const run = (runs.get(text) ?? 0) + 1;
  if (run <= RUNS_BEFORE_NAMING) {
    if (runs.size >= 10_000) runs.clear();
    runs.set(text, run);
    return {};
  }
  runs.delete(text);
  const named = `read_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, named);
  return { name: named };
}
