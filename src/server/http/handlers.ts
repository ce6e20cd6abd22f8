import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../../generated/api.d.ts';

/** Handler types derived from the contract: tsc checks every body, query, path and answer. */
type ContentOf<C> = C extends { 'application/json': infer B } ? B : C extends Record<string, infer B> ? B : never;
type BodyOf<O> = O extends { requestBody: { content: infer C } }
  ? ContentOf<C>
  : O extends { requestBody?: { content: infer C } }
    ? ContentOf<C> | undefined
    : undefined;
type PartOf<O, P extends string> = O extends { parameters: infer Ps }
  ? Ps extends Record<P, infer Q>
    ? NonNullable<Q>
    : Ps extends Partial<Record<P, infer Q>>
      ? NonNullable<Q>
      : Record<string, never>
  : Record<string, never>;
type SuccessOf<O> = O extends { responses: infer R }
  ? R extends { 200: { content: infer C } }
    ? ContentOf<C>
    : R extends { 201: { content: infer C } }
      ? ContentOf<C>
      : R extends { 202: { content: infer C } }
        ? ContentOf<C>
        : void
  : void;

export type OperationId = keyof operations;

/** The query string of an operation, as the contract types it (what a repository's filter takes). */
export type QueryOf<K extends OperationId> = PartOf<operations[K], 'query'>;

export type RequestOf<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<operations[K]>;
  Querystring: QueryOf<K>;
  Params: PartOf<operations[K], 'path'>;
}>;

export type Handler<K extends OperationId> = (request: RequestOf<K>, reply: FastifyReply) => Promise<SuccessOf<operations[K]> | FastifyReply>;

export type Handlers = { [K in OperationId]: Handler<K> };
