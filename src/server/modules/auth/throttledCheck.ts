import type { FastifyRequest } from 'fastify';
import { Problem } from '../../http/problem.ts';
import { recordSecurityEvent, requestOrigin } from '../security/index.ts';
import { reserveAttempt, settleAttempt, type AttemptKind } from './throttle.ts';

interface Account {
  userId: number;
  userName: string;
}

interface Attempt<T> {
  /** A password ('login', wherever one is checked) or a two-factor code. */
  kind: Extract<AttemptKind, 'login' | 'two-factor'>;
  /** The name the attempt was made for, as typed. */
  subject: string;
  /** The account a throttled attempt is recorded against (none for a name no account has). */
  account: () => Promise<Account | null>;
  /** The check itself: a password or a code compared. */
  check: () => Promise<T>;
  succeeded: (result: T) => boolean;
}

/**
 * A password or code checked as one attempt under the throttle: reserved before the check (so
 * parallel attempts are counted), settled by its outcome. Too many attempts answer 429, recorded
 * first as a `sign-in.throttled` security event.
 */
export async function throttledCheck<T>(request: FastifyRequest, attempt: Attempt<T>): Promise<T> {
  const { db } = request.server;
  const reserved = await reserveAttempt(db, attempt.kind, attempt.subject, request.ip).catch(async (error: unknown) => {
    if (error instanceof Problem && error.status === 429) {
      const detail = attempt.kind === 'two-factor' ? `two-factor code: ${error.detail}` : error.detail;
      await recordSecurityEvent(db, { kind: 'sign-in.throttled', user: await attempt.account(), ...requestOrigin(request), detail });
    }
    throw error;
  });
  const result = await attempt.check();
  await settleAttempt(db, reserved, attempt.succeeded(result));
  return result;
}
