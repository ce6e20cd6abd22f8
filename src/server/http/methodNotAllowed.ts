import type { FastifyInstance } from 'fastify';
import { sendProblem } from './errorHandler.ts';

const verbs = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface PathShape {
  /** As Fastify names the route (`/api/user/:id`). */
  route: string;
  pattern: RegExp;
  segments: string[];
  staticSegments: number;
  allow: string[];
}

function shapesOf(paths: Record<string, Record<string, unknown>>): PathShape[] {
  return Object.entries(paths).map(([template, item]) => {
    const segments = template.split('/').filter(Boolean);
    const methods = verbs.filter((verb) => item[verb]).map((verb) => verb.toUpperCase());
    return {
      route: `/api${template.replace(/\{(\w+)\}/g, ':$1')}`,
      pattern: new RegExp(`^/api${template.replace(/\{\w+\}/g, '[^/]+').replace(/[.]/g, '\\.')}/?$`),
      segments,
      staticSegments: segments.filter((segment) => !segment.startsWith('{')).length,
      allow: methods.includes('GET') ? [...methods, 'HEAD'] : methods,
    };
  });
}

const isParameter = (segment: string) => segment.startsWith('{');

/** Whether one address could be of both shapes: as many segments, each fixed one equal or facing a parameter. */
const overlap = (a: PathShape, b: PathShape) =>
  a.segments.length === b.segments.length && a.segments.every((segment, i) => isParameter(segment) || isParameter(b.segments[i]!) || segment === b.segments[i]);

/**
 * For each route, the shapes that could be an address's own instead of it (in the contract's
 * order, itself among them): those that overlap it with as many fixed segments or more. A shape
 * with fewer cannot be the own of an address the route takes, so a routed request tests these few
 * patterns instead of every address of the contract (2 % of a work list's server time, issue 58).
 */
function rivalsByRoute(shapes: PathShape[]): Map<string, PathShape[]> {
  return new Map(
    shapes.map((shape) => [shape.route, shapes.filter((other) => other === shape || (other.staticSegments >= shape.staticSegments && overlap(shape, other)))]),
  );
}

/**
 * An address of the contract asked with a method it does not take answers 405 with `Allow`
 * (RFC 9110), not 404, nor a 400 from another operation whose parameter happened to match
 * (`GET /api/user/login` reached `GET /user/{id}` and was told that `id` must be an integer).
 * The address's own operation is the one with the most fixed segments that matches it.
 */
export function answerMethodNotAllowed(app: FastifyInstance, contract: { paths: Record<string, Record<string, unknown>> }): void {
  const shapes = shapesOf(contract.paths);
  const rivals = rivalsByRoute(shapes);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (!path.startsWith('/api/')) return;
    const candidates = rivals.get(request.routeOptions.url ?? '') ?? shapes;
    const own = candidates.filter((shape) => shape.pattern.test(path)).sort((a, b) => b.staticSegments - a.staticSegments)[0];
    if (!own || own.allow.includes(request.method)) return;
    if (request.routeOptions.url === own.route) return;
    reply.header('allow', own.allow.join(', '));
    return sendProblem(reply, 405, `${request.method} is not an operation of this address; it takes ${own.allow.join(', ')}.`);
  });
}
