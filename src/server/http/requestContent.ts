import type { FastifyRequest, RouteOptions } from 'fastify';
import { badRequest, Problem } from './problem.ts';

/** The methods whose requests Fastify reads a body for (GET and HEAD bodies are never read). */
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const unsupported = (detail: string) => new Problem(415, 'Unsupported Media Type', detail);

/** The media type of the request without its parameters: `application/json; charset=utf-8` → `application/json`. */
function mediaTypeOf(request: FastifyRequest): string | undefined {
  const header = request.headers['content-type'];
  return header === undefined ? undefined : header.split(';')[0]!.trim().toLowerCase();
}

function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * An operation takes exactly the request bodies its contract declares, checked before the body is
 * read (preParsing), for every route the contract builds (an onRoute hook). Fastify validates a
 * body only against the schema of the content type it came in and skips validation for any other
 * type it can parse, so without this a JSON operation sent as text/plain or multipart would reach
 * its handler unchecked, and an upload sent as JSON would get multipart's 406.
 *
 * A multipart body is a stream the handler reads and checks itself (size while streaming, type by
 * content); validating it as a JSON object would refuse every upload, so its schema is dropped
 * here once its media type is known.
 */
export function acceptDeclaredContent(route: RouteOptions): void {
  const methods = [route.method].flat();
  if (!route.config?.operationId || !methods.some((m) => bodyMethods.has(m))) return;
  const body = route.schema?.body as { content?: Record<string, unknown> } | undefined;
  const declared = Object.keys(body?.content ?? {});
  if (declared.includes('multipart/form-data')) delete route.schema!.body;

  // An operation without a request body ignores one (old clients send {} with every POST), as
  // far as Fastify can parse it: malformed JSON is 400, a type it has no parser for 415.
  if (!declared.length) return;
  const accept = async (request: FastifyRequest) => {
    const type = mediaTypeOf(request);
    if (type === undefined && !carriesBody(request)) throw badRequest('The request body is required.', 'body');
    if (type === undefined || !declared.includes(type)) throw unsupported(`The request body must be sent as ${declared.join(' or ')}.`);
  };
  route.preParsing = [...[route.preParsing ?? []].flat(), accept];
}
