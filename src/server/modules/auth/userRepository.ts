import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * The SQL of a user's own account: signing in and out, registering, resetting the password and
 * the profile. Names compare without case, as users type them.
 */

/** The account a sign-in names, with what decides whether it may sign in. */
export function accountBySignInName(db: Database, userName: string) {
  return db
    .selectFrom('users')
    .select([
      'user_id',
      'user_name',
      'full_name',
      'email',
      'password_hash',
      'user_type',
      'is_active',
      'is_locked',
      'force_password',
      'registration_pending',
      'token_version',
    ])
    .where(sql`lower(user_name)`, '=', userName.toLowerCase())
    .executeTakeFirst();
}

export async function markSignedIn(db: Database, userId: number) {
  await db.updateTable('users').set({ last_login_at: new Date() }).where('user_id', '=', userId).execute();
}

/** Every token issued to the user stops working: their token version moves on. */
export async function endSessions(db: Database, userId: number) {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('user_id', '=', userId)
    .execute();
}

/** Whether the user name and the e-mail address are taken already. */
export async function takenNames(db: Database, userName: string, email: string) {
  const taken = await db
    .selectFrom('users')
    .select([sql<boolean>`bool_or(lower(user_name) = lower(${userName}))`.as('userName'), sql<boolean>`bool_or(lower(email) = lower(${email}))`.as('email')])
    .where((eb) => eb.or([eb(sql`lower(user_name)`, '=', userName.toLowerCase()), eb(sql`lower(email)`, '=', email.toLowerCase())]))
    .executeTakeFirst();
  return { userName: Boolean(taken?.userName), email: Boolean(taken?.email) };
}

/** A registration: an inactive user waiting for an administrator. */
export async function insertRegistration(db: Database, user: { userName: string; fullName: string; email: string; passwordHash: string }) {
  const { user_id } = await db
    .insertInto('users')
    .values({
      user_name: user.userName,
      full_name: user.fullName,
      email: user.email,
      password_hash: user.passwordHash,
      is_active: false,
      registration_pending: true,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return user_id;
}

/** An account that may sign in, by its e-mail address. */
export function signableAccountByEmail(db: Database, email: string) {
  return db
    .selectFrom('users')
    .select(['user_id', 'user_name', 'full_name', 'email'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('is_active', '=', true)
    .where('is_locked', '=', false)
    .executeTakeFirst();
}

/** An account that may sign in, holding the token version a forced reset's token was issued for. */
export function signableAccountAt(db: Database, userId: number, tokenVersion: number) {
  return db
    .selectFrom('users')
    .select(['user_id', 'user_name'])
    .where('user_id', '=', userId)
    .where('token_version', '=', tokenVersion)
    .where('is_active', '=', true)
    .where('is_locked', '=', false)
    .executeTakeFirst();
}

/** The account of an unspent, unexpired reset link, if it may sign in. */
export function accountOfResetLink(db: Database, linkHash: string) {
  return db
    .selectFrom('password_resets as pr')
    .innerJoin('users as u', 'u.user_id', 'pr.user_id')
    .select(['u.user_id', 'u.user_name'])
    .where('pr.token_hash', '=', linkHash)
    .where('pr.used_at', 'is', null)
    .where('pr.expires_at', '>', sql<Date>`now()`)
    .where('u.is_active', '=', true)
    .where('u.is_locked', '=', false)
    .executeTakeFirst();
}

export async function insertResetLink(db: Database, userId: number, linkHash: string, expiresAt: Date) {
  await db.insertInto('password_resets').values({ token_hash: linkHash, user_id: userId, expires_at: expiresAt }).execute();
}

/** Spends a reset link once: false when it was spent already. */
export async function spendResetLink(db: Database, linkHash: string) {
  const spent = await db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('token_hash', '=', linkHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}

/** A new password, which ends every session and any forced reset. */
export async function storePassword(db: Database, userId: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, force_password: false, token_version: eb('token_version', '+', 1), updated_at: new Date() }))
    .where('user_id', '=', userId)
    .execute();
}
