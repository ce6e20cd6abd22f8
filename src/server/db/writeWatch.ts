import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

const writes = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const rawWrite = /\b(insert|update|delete|merge|truncate)\b/i;

function isWrite(node: RootOperationNode): boolean {
  if (writes.has(node.kind)) return true;
  if (node.kind === 'RawNode') return rawWrite.test(node.sqlFragments.join(' '));
  return false;
}

/**
 * Counts the writes this process sends to the database, before and after each runs, so a cache
 * of what was read (freshCache.ts) knows it may have changed. Every query of the app goes through
 * its Kysely instance (transactions included), so no write of this process is missed; writes of
 * another process are not seen here, which is why such caches also expire.
 */
export class WriteWatch implements KyselyPlugin {
  #generation = 0;
  readonly #running = new WeakSet<QueryId>();

  get generation(): number {
    return this.#generation;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (isWrite(node)) {
      this.#generation++;
      this.#running.add(queryId);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // A read that began while the write ran must not be kept as fresh after it.
    if (this.#running.delete(queryId)) this.#generation++;
    return result;
  }
}
