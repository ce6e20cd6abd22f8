import type { FastifyInstance } from 'fastify';
import { Problem } from './problem.ts';

type Content = { content?: Record<string, unknown> };
interface Operation {
  requestBody?: Content;
  responses?: Record<string, Content>;
}
export interface Contract {
  paths: Record<string, Record<string, Operation | unknown>>;
  components?: { responses?: Record<string, Content>; requestBodies?: Record<string, Content> };
}

/** The media types the contract names for request bodies, and those it names only for answers. */
export function mediaTypesOf(contract: Contract): { requests: Set<string>; answerOnly: Set<string> } {
  const operations = Object.values(contract.paths).flatMap((item) => Object.values(item) as Operation[]);
  const typesOf = (contents: (Content | undefined)[]) => new Set(contents.flatMap((c) => Object.keys(c?.content ?? {})));
  const requests = typesOf([...operations.map((op) => op.requestBody), ...Object.values(contract.components?.requestBodies ?? {})]);
  const answers = typesOf([...operations.flatMap((op) => Object.values(op.responses ?? {})), ...Object.values(contract.components?.responses ?? {})]);
  return { requests, answerOnly: new Set([...answers].filter((type) => !requests.has(type))) };
}

/**
 * fastify-openapi-glue asks for a body parser for every media type under any `content` of the
 * contract, answers included, and warns at start for each it lacks (problem+json, png, jpeg,
 * pdf). Those are types the API sends, never takes: each gets a parser that refuses it as a
 * request body with 415, so the glue finds one and a request in such a type has a defined
 * answer. Only answer-only types are handled here, so a request type added to the contract
 * without a real parser still warns.
 */
export function refuseAnswerOnlyTypes(app: FastifyInstance, contract: Contract): void {
  for (const type of mediaTypesOf(contract).answerOnly) {
    if (app.hasContentTypeParser(type)) continue;
    app.addContentTypeParser(type, (_request, _payload, done) => {
      done(new Problem(415, 'Unsupported Media Type', `${type} is sent by the API, never taken as a request body.`), undefined);
    });
  }
}
