import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { settingKeys } from '../settings/index.ts';
import { forbidden } from '../../http/problem.ts';
import { readSetting } from '../settings/index.ts';
import { recordSecurityEvent, requestOrigin } from '../security/index.ts';

/**
 * Who may sign in with the product's own password. Once the company's identity provider is in
 * use, an administrator can keep passwords to a few break-glass accounts (the setting
 * password.sign-in = break-glass, with password.sign-in.accounts naming them), so that leavers
 * disabled at the provider cannot come back through a password. Without a provider the setting
 * does not apply: nobody could sign in at all.
 */
export async function passwordSignInAllowed(db: Database, oidcInUse: boolean, userName: string): Promise<boolean> {
  if (!oidcInUse || (await readSetting(db, settingKeys.passwordSignIn)) !== 'break-glass') return true;
  const accounts = ((await readSetting(db, settingKeys.passwordSignInAccounts)) ?? '').split(',').map((name) => name.trim().toLowerCase());
  return accounts.includes(userName.toLowerCase());
}

/** Refuses a right password of a user who must sign in with the identity provider. */
export async function refusePasswordSignIn(request: FastifyRequest, user: { user_id: number; user_name: string }): Promise<void> {
  const { db, config } = request.server;
  if (await passwordSignInAllowed(db, Boolean(config.oidc), user.user_name)) return;
  await recordSecurityEvent(db, {
    kind: 'sign-in.failed',
    user: { userId: user.user_id, userName: user.user_name },
    ...requestOrigin(request),
    detail: 'password sign-in is kept for break-glass accounts',
  });
  throw forbidden(`Please sign in with ${config.oidc!.displayName}.`);
}
