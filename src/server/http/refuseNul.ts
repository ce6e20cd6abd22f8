import type { FastifyRequest } from 'fastify';
import { badRequest } from './problem.ts';

/** The path (`items.0.remark`) of the first string or key under `value` holding a NUL character, if any. */
function nulAt(value: unknown, path: string[]): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = nulAt(inner, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL refuses U+0000 in text, so a NUL anywhere in a path parameter, query parameter or
 * JSON body would fail deep in a handler with a 500. One check before validation refuses it for
 * every string of every operation, naming the field; uploaded file names are checked where the
 * multipart stream is read (fileUpload.ts).
 */
export async function refuseNul(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = nulAt(part, []);
    if (field !== undefined) throw badRequest(`${field || 'body'} must not contain a NUL character.`, field || 'body');
  }
}
