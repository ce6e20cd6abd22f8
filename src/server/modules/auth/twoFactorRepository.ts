import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { userRoleNames } from './principal.ts';

/** The SQL of two-factor sign-in: a user's secret, its replay guard and the recovery codes. */

/** The user's secret, confirmed or pending, with the time step of the last code accepted. */
export function twoFactorOf(db: Database, userId: number) {
  return db.selectFrom('user_two_factor').select(['secret', 'confirmed_at', 'last_time_step']).where('user_id', '=', userId).executeTakeFirst();
}

/** The account a two-factor token names, if it may still sign in at that token version, with its roles. */
export function accountForTwoFactor(db: Database, userId: number, tokenVersion: number) {
  return db
    .selectFrom('users as u')
    .select(['u.user_id', 'u.user_name', 'u.user_type', 'u.token_version', userRoleNames.as('roles')])
    .where('u.user_id', '=', userId)
    .where('u.token_version', '=', tokenVersion)
    .where('u.is_active', '=', true)
    .where('u.is_locked', '=', false)
    .executeTakeFirst();
}

export async function rolesOf(db: Database, userId: number): Promise<string[]> {
  const row = await db.selectFrom('users as u').select(userRoleNames.as('roles')).where('u.user_id', '=', userId).executeTakeFirst();
  return row?.roles ?? [];
}

/** A new pending secret; refused (false) when the user is enrolled already. */
export async function storePendingSecret(db: Database, userId: number, secret: string): Promise<boolean> {
  const stored = await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, last_time_step: null }).where('user_two_factor.confirmed_at', 'is', null))
    .executeTakeFirst();
  return Number(stored.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/**
 * Takes the code of `timeStep` once: false when a code of that step or a later one was taken
 * already (a replay, or two requests racing with one code).
 */
export async function takeTimeStep(db: Database, userId: number, timeStep: number): Promise<boolean> {
  const taken = await db
    .updateTable('user_two_factor')
    .set({ last_time_step: timeStep })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}

/**
 * The pending secret `secret` (the one the first code was checked against) becomes the user's,
 * with a fresh set of recovery codes; false when another start replaced it meanwhile.
 */
export async function confirmEnrolment(db: Database, userId: number, secret: string, codeHashes: string[]): Promise<boolean> {
  const confirmed = await db
    .updateTable('user_two_factor')
    .set({ confirmed_at: new Date() })
    .where('user_id', '=', userId)
    .where('secret', '=', secret)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  if (confirmed.numUpdatedRows === 0n) return false;
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ code_hash, user_id: userId })))
    .execute();
  return true;
}

/** Spends a recovery code once: false when it is not the user's or was spent already. */
export async function spendRecoveryCode(db: Database, userId: number, codeHash: string): Promise<boolean> {
  const spent = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: new Date() })
    .where('code_hash', '=', codeHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}

export async function recoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Removes the user's secret and recovery codes: false when there was nothing to remove. */
export async function removeTwoFactor(db: Database, userId: number): Promise<boolean> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  const removed = await db.deleteFrom('user_two_factor').where('user_id', '=', userId).executeTakeFirst();
  return removed.numDeletedRows > 0n;
}

export async function passwordHashOf(db: Database, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('password_hash').where('user_id', '=', userId).executeTakeFirst();
  return row?.password_hash ?? null;
}
