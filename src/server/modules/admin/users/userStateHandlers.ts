import { signedInUser } from '../../../http/authenticate.ts';
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../../http/handlers.ts';
import { conflict, notFound } from '../../../http/problem.ts';
import { hashNewPassword } from '../../auth/index.ts';
import type { Database } from '../../../db/database.ts';
import { auditChange } from '../auditChange.ts';
import { recordSecurityEvent, requestOrigin, type SecurityEventKind } from '../../security/index.ts';
import { lockedAccount, updateAccount } from './userAdminRepository.ts';

type Account = NonNullable<Awaited<ReturnType<typeof lockedAccount>>>;

const yesNo = (flag: boolean) => (flag ? 'Y' : 'N');

/**
 * One change of a user's state in a transaction: the account locked, `change` given its state
 * before, the audit written with the values before and after, and the security event `kind`.
 * A missing user is 404.
 */
async function changeAccount(
  request: FastifyRequest,
  userId: number,
  action: string,
  kind: SecurityEventKind,
  change: (trx: Database, account: Account) => Promise<{ before: object; after: object }>,
) {
  const admin = signedInUser(request);
  await request.server.db.transaction().execute(async (trx) => {
    const account = await lockedAccount(trx, userId);
    if (!account) throw notFound('The user was not found.');
    const { before, after } = await change(trx, account);
    await auditChange(trx, admin, request.ip, {
      action,
      entity: 'user',
      entityId: String(userId),
      before: { userName: account.user_name, ...before },
      after: { userName: account.user_name, ...after },
    });
    await recordSecurityEvent(trx, { kind, user: { userId, userName: account.user_name }, actor: admin, ...requestOrigin(request) });
  });
}

/** Reset password, lock and unlock, activate and deactivate; each that takes access away ends the user's sessions. */
export const userStateHandlers: Pick<Handlers, 'setUserPassword' | 'setUserLock' | 'setUserActive' | 'endUserSessions'> = {
  async setUserPassword(request) {
    const passwordHash = await hashNewPassword(request.body.newPassword, 'newPassword');
    await changeAccount(request, request.params.id, 'user.password', 'password.set-by-administrator', async (trx, account) => {
      await updateAccount(trx, account.user_id, { passwordHash, forcePassword: true }, true);
      return { before: { forcePassword: yesNo(account.force_password) }, after: { forcePassword: 'Y' } };
    });
    return { status: 200, message: 'The password has been set. The user must choose a new one at the next sign-in.' };
  },

  async setUserLock(request) {
    const admin = signedInUser(request);
    const { userId, locked } = request.body;
    if (userId === admin.userId && locked === 'Y') throw conflict('You cannot lock your own account.', 'userId');
    await changeAccount(
      request,
      userId,
      locked === 'Y' ? 'user.lock' : 'user.unlock',
      locked === 'Y' ? 'account.locked' : 'account.unlocked',
      async (trx, account) => {
        await updateAccount(trx, account.user_id, { isLocked: locked === 'Y' }, locked === 'Y');
        return { before: { locked: yesNo(account.is_locked) }, after: { locked } };
      },
    );
    return { status: 200, message: locked === 'Y' ? 'The user has been locked.' : 'The user has been unlocked.' };
  },

  async setUserActive(request) {
    const admin = signedInUser(request);
    const { userId, active } = request.body;
    if (userId === admin.userId && active === 'N') throw conflict('You cannot deactivate your own account.', 'userId');
    await changeAccount(
      request,
      userId,
      active === 'Y' ? 'user.activate' : 'user.deactivate',
      active === 'Y' ? 'account.activated' : 'account.deactivated',
      async (trx, account) => {
        // Activating a registration accepts it: it no longer waits among the registrations.
        await updateAccount(trx, account.user_id, active === 'Y' ? { isActive: true, registrationPending: false } : { isActive: false }, active === 'N');
        return {
          before: { active: yesNo(account.is_active), registrationPending: yesNo(account.registration_pending) },
          after: { active, registrationPending: active === 'Y' ? 'N' : yesNo(account.registration_pending) },
        };
      },
    );
    return { status: 200, message: active === 'Y' ? 'The user has been activated.' : 'The user has been deactivated.' };
  },

  async endUserSessions(request) {
    await changeAccount(request, request.params.userId, 'user.sessions', 'sessions.ended', async (trx, account) => {
      await updateAccount(trx, account.user_id, {}, true);
      return { before: {}, after: { sessionsEnded: 'Y' } };
    });
    return { status: 200, message: "The user's sessions have been ended." };
  },
};
