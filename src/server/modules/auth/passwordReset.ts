import type { Database } from '../../db/database.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest } from '../../http/problem.ts';
import { recordAudit } from '../audit/index.ts';
import { recordSecurityEvent, requestOrigin } from '../security/index.ts';
import { sendTemplatedEmail } from '../integrations/index.ts';
import { hashNewPassword } from './passwords.ts';
import { reserveAttempt } from './throttle.ts';
import { hashOneTimeToken, newOneTimeToken, type TokenService } from './tokens.ts';
import { accountOfResetLink, insertResetLink, signableAccountAt, signableAccountByEmail, spendResetLink, storePassword } from './userRepository.ts';

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
    const user = await signableAccountAt(db, claims.userId, claims.tokenVersion);
    if (!user) throw invalidToken();
    return { userId: user.user_id, userName: user.user_name, linkHash: null };
  }
  const linkHash = hashOneTimeToken(resetToken);
  const row = await accountOfResetLink(db, linkHash);
  if (!row) throw invalidToken();
  return { userId: row.user_id, userName: row.user_name, linkHash };
}

export const passwordResetHandlers: Pick<Handlers, 'requestPasswordReset' | 'describePasswordReset' | 'resetPassword'> = {
  async requestPasswordReset(request) {
    const { db, config } = request.server;
    const { email } = request.body;
    await reserveAttempt(db, 'forgot', email, request.ip);
    const user = await signableAccountByEmail(db, email);
    if (user?.email) {
      const { token, tokenHash } = newOneTimeToken();
      await db.transaction().execute(async (trx) => {
        await insertResetLink(trx, user.user_id, tokenHash, new Date(Date.now() + LINK_MINUTES * 60_000));
        await sendTemplatedEmail(trx, 'PASSWORD_RESET', user.email!, {
          fullName: user.full_name,
          userName: user.user_name,
          resetLink: `${config.publicUrl}/auth/reset-password?token=${token}`,
        });
        await recordAudit(trx, {
          userId: user.user_id,
          userName: user.user_name,
          action: 'password.resetRequested',
          entity: 'user',
          entityId: String(user.user_id),
          ip: request.ip,
        });
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
    const passwordHash = await hashNewPassword(newPassword, 'newPassword');
    await db.transaction().execute(async (trx) => {
      if (target.linkHash && !(await spendResetLink(trx, target.linkHash))) throw invalidToken();
      await storePassword(trx, target.userId, passwordHash);
      await recordAudit(trx, {
        userId: target.userId,
        userName: target.userName,
        action: 'password.reset',
        entity: 'user',
        entityId: String(target.userId),
        ip: request.ip,
      });
      // A reset link (linkHash) or the forced change after an administrator set the password.
      await recordSecurityEvent(trx, {
        kind: target.linkHash ? 'password.reset' : 'password.changed',
        user: { userId: target.userId, userName: target.userName },
        ...requestOrigin(request),
        detail: target.linkHash ? 'through the e-mailed link' : 'chosen at sign-in',
      });
    });
    return { status: 200, message: 'Your account has been successfully reset.' };
  },
};
