import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canonicalJson } from './canonicalJson.ts';

/** What the built-in simulators share: their refusals, their secret checks and their idempotent answers. */

/** An answer as problem+json, as the contracts say a failure is answered. */
export const problem = (reply: FastifyReply, status: number, title: string, detail: string) =>
  reply.code(status).type('application/problem+json').send({ type: 'about:blank', status, title, detail });

/** Whether a secret sent equals the one expected, in constant time. */
export const sameSecret = (sent: string, expected: string) => sent.length === expected.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected));

/**
 * A simulator's answers by Idempotency-Key: the same key with the same body (by meaning) gets the
 * first answer again (200), with another body a 422; a new key's answer is made once, kept, and
 * sent (201), unless `dropAnswer` says to drop the connection instead (once: the first time of
 * each key; always: every time), as a service that did the work and lost its answer would.
 */
export function idempotentAnswers<Answer>(dropAnswer: () => 'none' | 'once' | 'always' | undefined) {
  const byKey = new Map<string, { body: string; answer: Answer }>();
  const dropped = new Set<string>();
  const keys: string[] = [];
  return {
    /** Every Idempotency-Key received, in order. */
    keys: () => keys as readonly string[],
    async answer(request: FastifyRequest, reply: FastifyReply, make: () => Promise<Answer>) {
      // The contract's validation has refused a request without one (400) before it came here.
      const key = request.headers['idempotency-key'] as string;
      keys.push(key);
      const body = canonicalJson(request.body);
      const before = byKey.get(key);
      if (before)
        return before.body === body
          ? reply.code(200).send(before.answer)
          : problem(reply, 422, 'Unprocessable Content', 'This Idempotency-Key was used for another request.');
      const answer = await make();
      byKey.set(key, { body, answer });
      const drop = dropAnswer() === 'always' || (dropAnswer() === 'once' && !dropped.has(key));
      dropped.add(key);
      if (drop) {
        // Done, and the answer lost on its way back.
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      return reply.code(201).send(answer);
    },
  };
}
