import type { Dialect, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

const writes = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const rawWrite = /\b(insert|update|delete|merge|truncate)\b/i;

/** Whether a statement changes rows (what a read-only replica cannot run: routedReads.ts). */
export function isWrite(node: RootOperationNode): boolean {
  if (writes.has(node.kind)) return true;
  if (node.kind === 'RawNode') return rawWrite.test(node.sqlFragments.join(' '));
  return false;
}

/**
 * Counts the changes this process makes to the database, so a cache of what was read
 * (freshCache.ts) knows it may be stale: a write that changed rows counts when it returns, and
 * a transaction again when it commits (a read between the two saw the rows as they were). Every
 * query of the app goes through its Kysely instance, so no change of this process is missed; a
 * write that changed nothing (the outbox asking for work) does not count. Changes made by another
 * instance on the same PostgreSQL arrive by LISTEN/NOTIFY (instanceNotices.ts); as a notice can
 * be lost (a connection dropped), such caches also expire.
 */
export class WriteWatch implements KyselyPlugin {
  #generation = 0;
  readonly #running = new WeakSet<QueryId>();
  readonly #listeners = new Set<() => void>();

  get generation(): number {
    return this.#generation;
  }

  /** Calls `listener` after each change this process made (instanceNotices.ts tells the other instances). */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Another instance changed the database: what was read here may be stale. */
  changedElsewhere(): void {
    this.#generation++;
  }

  #changed(): void {
    this.#generation++;
    for (const listener of this.#listeners) listener();
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (isWrite(node)) this.#running.add(queryId);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // A statement that does not say how many rows it changed is taken to have changed some.
    if (this.#running.delete(queryId) && (result.numAffectedRows === undefined || result.numAffectedRows > 0n)) this.#changed();
    return result;
  }

  /** `dialect`, whose transactions count again once committed. */
  watching(dialect: Dialect): Dialect {
    return {
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createDriver: () => {
        const driver = dialect.createDriver();
        const commit = driver.commitTransaction.bind(driver);
        driver.commitTransaction = async (connection) => {
          await commit(connection);
          this.#changed();
        };
        return driver;
      },
    };
  }
}
