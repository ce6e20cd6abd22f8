import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest } from '../../http/problem.ts';
import { recordAudit } from '../admin/auditLog.ts';
import { sendTemplatedEmail } from '../integrations/mail.ts';
import { hashPassword } from './passwords.ts';
import { reserveAttempt } from './throttle.ts';
import { hashOneTimeToken, newOneTimeToken, type TokenService } from './tokens.ts';

const LINK_MINUTES = 60;
const invalidToken = () => badRequest('This reset link is invalid or has expired.', 'resetToken');

interface ResetTarget {
  userId: number;
  userName: string;
  /** The hash of an e-mailed link, which is spent on use; null for a forced reset's token. */
  linkHash: string | null;
}

/**
 * A reset token is either the one-time token of an e-mailed link, or the restricted token that
 * sign-in gives a user who must change the password (a JWT, recognised by its dots).
 */
async function resolveResetToken(db: Database, tokens: TokenService, resetToken: string): Promise<ResetTarget> {
  if (resetToken.split('.').length === 3) {
    const claims = await tokens.verify(resetToken);
    if (!claims || claims.purpose !== 'password-reset') throw invalidToken();
    const user = await db
      .selectFrom('users')
      .select(['user_id', 'user_name'])
      .where('user_id', '=', claims.userId)
      .where('token_version', '=', claims.tokenVersion)
      .where('is_active', '=', true)
      .where('is_locked', '=', false)
      .executeTakeFirst();
    if (!user) throw invalidToken();
    return { userId: user.user_id, userName: user.user_name, linkHash: null };
  }
  const linkHash = hashOneTimeToken(resetToken);
  const row = await db
    .selectFrom('password_resets as pr')
    .innerJoin('users as u', 'u.user_id', 'pr.user_id')
    .select(['u.user_id', 'u.user_name'])
    .where('pr.token_hash', '=', linkHash)
    .where('pr.used_at', 'is', null)
    .where('pr.expires_at', '>', sql<Date>`now()`)
    .where('u.is_active', '=', true)
    .where('u.is_locked', '=', false)
    .executeTakeFirst();
  if (!row) throw invalidToken();
  return { userId: row.user_id, userName: row.user_name, linkHash };
}

export const passwordResetHandlers: Pick<Handlers, 'requestPasswordReset' | 'describePasswordReset' | 'resetPassword'> = {
  async requestPasswordReset(request) {
    const { db, config } = request.server;
    const { email } = request.body;
    await reserveAttempt(db, 'forgot', email, request.ip);
    const user = await db
      .selectFrom('users')
      .select(['user_id', 'user_name', 'full_name', 'email'])
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('is_active', '=', true)
      .where('is_locked', '=', false)
      .executeTakeFirst();
    if (user?.email) {
      const { token, tokenHash } = newOneTimeToken();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('password_resets')
          .values({ token_hash: tokenHash, user_id: user.user_id, expires_at: new Date(Date.now() + LINK_MINUTES * 60_000) })
          .execute();
        await sendTemplatedEmail(trx, 'PASSWORD_RESET', user.email!, {
          fullName: user.full_name,
          userName: user.user_name,
          resetLink: `${config.publicUrl}/auth/reset-password?token=${token}`,
        });
        await recordAudit(trx, { userId: user.user_id, userName: user.user_name, action: 'password.resetRequested', entity: 'user', entityId: String(user.user_id), ip: request.ip });
      });
    }
    return { status: 200, message: 'If the e-mail address belongs to an account, a link to reset the password has been sent to it.' };
  },

  async describePasswordReset(request) {
    const { db, tokens } = request.server;
    const target = await resolveResetToken(db, tokens, request.query.resetToken);
    return { userId: target.userId, userName: target.userName };
  },

  async resetPassword(request) {
    const { db, tokens } = request.server;
    const { resetToken, userId, newPassword } = request.body;
    const target = await resolveResetToken(db, tokens, resetToken);
    if (userId !== undefined && userId !== target.userId) throw invalidToken();
    const passwordHash = await hashPassword(newPassword);
    await db.transaction().execute(async (trx) => {
      if (target.linkHash) {
        const spent = await trx
          .updateTable('password_resets')
          .set({ used_at: new Date() })
          .where('token_hash', '=', target.linkHash)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (spent.numUpdatedRows === 0n) throw invalidToken();
      }
      await trx
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, force_password: false, token_version: eb('token_version', '+', 1), updated_at: new Date() }))
        .where('user_id', '=', target.userId)
        .execute();
      await recordAudit(trx, { userId: target.userId, userName: target.userName, action: 'password.reset', entity: 'user', entityId: String(target.userId), ip: request.ip });
    });
    return { status: 200, message: 'Your account has been successfully reset.' };
  },
};
