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
 * the last column, as pg's). Only `query(text, values)` with an array of values, the form Kysely runs, is changed.
 */
export class RowClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => Promise<pg.QueryResult | pg.QueryResult[]>;
    this.query = ((...args: unknown[]) => {
      const [text, values, callback] = args;
      if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined) return query(...args);
      // Several statements in one text (a script, without parameters) answer one result each.
      return query({ text, values, rowMode: 'array' }).then((result) => (Array.isArray(result) ? result.map(withObjects) : withObjects(result)));
    }) as pg.Client['query'];
  }
}

function withObjects(result: pg.QueryResult): pg.QueryResult {
  const build = builderOf(result.fields.map((field) => field.name));
  return Object.assign(result, { rows: (result.rows as unknown as unknown[][]).map(build) });
}
