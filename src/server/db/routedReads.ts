import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';
import { currentReadScope } from './readScope.ts';
import { isWrite } from './writeWatch.ts';

/**
 * A request whose reads may go to a replica (readScope.ts) gets a connection that sends each
 * statement where it belongs: a read to the replica, a write and everything inside a transaction
 * to the primary (a read inside a write sees what the write did). Every other request gets the
 * primary's connection as it is. The handlers do not know: which operations read from a replica
 * is said once, in openapi.yaml (x-reads-from).
 */
class RoutedConnection implements DatabaseConnection {
  #primary: DatabaseConnection | undefined;
  #replica: DatabaseConnection | undefined;
  inTransaction = false;

  constructor(
    private readonly primaryDriver: Driver,
    private readonly replicaDriver: Driver,
  ) {}

  async primary(): Promise<DatabaseConnection> {
    this.#primary ??= await this.primaryDriver.acquireConnection();
    return this.#primary;
  }

  async #for(query: CompiledQuery): Promise<DatabaseConnection> {
    if (this.inTransaction || isWrite(query.query)) {
      // A read of this request after its own write must see it: the rest of the request reads from the primary.
      const scope = currentReadScope();
      if (scope) scope.replica = null;
      return this.primary();
    }
    this.#replica ??= await this.replicaDriver.acquireConnection();
    return this.#replica;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return (await this.#for(query)).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.#for(query)).streamQuery<R>(query, chunkSize);
  }

  async release(): Promise<void> {
    if (this.#primary) await this.primaryDriver.releaseConnection(this.#primary);
    if (this.#replica) await this.replicaDriver.releaseConnection(this.#replica);
  }
}

class RoutingDriver implements Driver {
  constructor(private readonly primary: Driver) {}

  init(): Promise<void> {
    return this.primary.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    const replica = currentReadScope()?.replica;
    return replica ? Promise.resolve(new RoutedConnection(this.primary, replica.driver)) : this.primary.acquireConnection();
  }

  async #onPrimary(connection: DatabaseConnection): Promise<DatabaseConnection> {
    return connection instanceof RoutedConnection ? connection.primary() : connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (connection instanceof RoutedConnection) connection.inTransaction = true;
    const scope = currentReadScope();
    if (scope) scope.replica = null;
    await this.primary.beginTransaction(await this.#onPrimary(connection), settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.primary.commitTransaction(await this.#onPrimary(connection));
    if (connection instanceof RoutedConnection) connection.inTransaction = false;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.primary.rollbackTransaction(await this.#onPrimary(connection));
    if (connection instanceof RoutedConnection) connection.inTransaction = false;
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.primary.savepoint!(await this.#onPrimary(connection), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.primary.rollbackToSavepoint!(await this.#onPrimary(connection), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.primary.releaseSavepoint!(await this.#onPrimary(connection), name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return connection instanceof RoutedConnection ? connection.release() : this.primary.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.primary.destroy();
  }
}

/** `dialect`, whose connections follow the request's read scope. */
export function routedReads(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new RoutingDriver(dialect.createDriver()),
  };
}
