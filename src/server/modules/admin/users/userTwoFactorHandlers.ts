import { signedInUser } from '../../../http/authenticate.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { conflict, notFound } from '../../../http/problem.ts';
import { resetTwoFactor } from '../../auth/index.ts';
import { recordSecurityEvent, requestOrigin } from '../../security/index.ts';
import { auditChange } from '../auditChange.ts';
import { lockedAccount } from './userAdminRepository.ts';

export const userTwoFactorHandlers: Pick<Handlers, 'resetUserTwoFactor'> = {
  /** A user who lost the device: their second factor goes, their sessions end, and they enrol again. */
  async resetUserTwoFactor(request) {
    const admin = signedInUser(request);
    const { userId } = request.params;
    const userName = await request.server.db.transaction().execute(async (trx) => {
      const account = await lockedAccount(trx, userId);
      if (!account) throw notFound('The user was not found.');
      if (!(await resetTwoFactor(trx, userId))) throw conflict(`${account.user_name} has not set up two-factor sign-in.`);
      await auditChange(trx, admin, request.ip, {
        action: 'user.twoFactorReset',
        entity: 'user',
        entityId: String(userId),
        before: { userName: account.user_name, twoFactor: 'Y' },
        after: { userName: account.user_name, twoFactor: 'N' },
      });
      await recordSecurityEvent(trx, { kind: 'two-factor.reset', user: { userId, userName: account.user_name }, actor: admin, ...requestOrigin(request) });
      return account.user_name;
    });
    return { status: 200, message: `The two-factor sign-in of ${userName} has been reset. They set it up again at their next sign-in.` };
  },
};
