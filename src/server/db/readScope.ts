import { AsyncLocalStorage } from 'node:async_hooks';
import type { Driver } from 'kysely';

/** A replica a request's reads may go to: its driver, and its name for logs and readiness. */
export interface ReplicaReader {
  name: string;
  driver: Driver;
}

/** What one request may read from: a replica (chosen for its reads, http/readYourWrites.ts) or only the primary. */
export interface ReadScope {
  replica: ReplicaReader | null;
}

const scope = new AsyncLocalStorage<ReadScope>();

/** Runs `work` (a request's life) in a scope of its own, reading from the primary until told otherwise. */
export function inReadScope<T>(work: () => T): T {
  return scope.run({ replica: null }, work);
}

/** The scope of the request under way, or undefined outside one (a job, a start-up task). */
export const currentReadScope = (): ReadScope | undefined => scope.getStore();
