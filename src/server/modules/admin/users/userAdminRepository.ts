import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';

/** The SQL of the administrators' user screens: references, assignments, states, new users. */

/** What a user is given: role names, plant codes and client codes. */
export interface Assignments {
  roles: readonly string[];
  plants: readonly string[];
  clients: readonly string[];
}

/** Which of the named roles, plants and clients exist: role ids by name, and the codes found. */
export async function existingReferences(db: Database, wanted: Assignments) {
  const [roles, plants, clients] = await Promise.all([
    wanted.roles.length
      ? db
          .selectFrom('roles')
          .select(['role_id', 'role_name'])
          .where('role_name', 'in', [...wanted.roles])
          .execute()
      : [],
    wanted.plants.length
      ? db
          .selectFrom('plants')
          .select('plant_code')
          .where('plant_code', 'in', [...wanted.plants])
          .execute()
      : [],
    wanted.clients.length
      ? db
          .selectFrom('clients')
          .select('client_code')
          .where('client_code', 'in', [...wanted.clients])
          .execute()
      : [],
  ]);
  return {
    roleIds: new Map(roles.map((r) => [r.role_name, r.role_id])),
    plants: new Set(plants.map((p) => p.plant_code)),
    clients: new Set(clients.map((c) => c.client_code)),
  };
}

export type References = Awaited<ReturnType<typeof existingReferences>>;

/** Whether any of the roles gives the permission `key`. */
export async function rolesGrant(db: Database, roleIds: readonly number[], key: string): Promise<boolean> {
  if (!roleIds.length) return false;
  const row = await db
    .selectFrom('role_permissions')
    .select('role_id')
    .where('role_id', 'in', [...roleIds])
    .where('permission_key', '=', key)
    .executeTakeFirst();
  return Boolean(row);
}

/** The user's state, locked for the rest of the transaction. */
export function lockedAccount(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .select(['user_id', 'user_name', 'full_name', 'email', 'user_type', 'is_active', 'is_locked', 'force_password', 'registration_pending'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Users whose name or e-mail (any case) is one of these: the ones taken already. */
export function takenAccounts(db: Database, userNames: readonly string[], emails: readonly string[]) {
  const names = userNames.map((n) => n.toLowerCase());
  const mails = emails.map((e) => e.toLowerCase());
  return db
    .selectFrom('users')
    .select(['user_name', 'email'])
    .where((eb) =>
      eb.or([
        ...(names.length ? [eb(sql`lower(user_name)`, 'in', names)] : []),
        ...(mails.length ? [eb(sql`lower(email)`, 'in', mails)] : []),
        ...(names.length || mails.length ? [] : [sql<boolean>`false`]),
      ]),
    )
    .execute();
}

export interface NewUser {
  userName: string;
  fullName: string;
  email: string | null;
  userType: 'I' | 'E';
  passwordHash: string;
  forcePassword: boolean;
}

/** New active users, a few hundred an insert; their ids by lower-case user name. */
export async function insertUsers(db: Database, users: readonly NewUser[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < users.length; i += 500) {
    const inserted = await db
      .insertInto('users')
      .values(
        users.slice(i, i + 500).map((u) => ({
          user_name: u.userName,
          full_name: u.fullName,
          email: u.email,
          user_type: u.userType,
          password_hash: u.passwordHash,
          force_password: u.forcePassword,
        })),
      )
      .returning(['user_id', 'user_name'])
      .execute();
    for (const row of inserted) ids.set(row.user_name.toLowerCase(), row.user_id);
  }
  return ids;
}

/** Gives users their roles, plants and clients (in addition to any they hold), a few inserts for all. */
export async function insertAssignments(db: Database, given: readonly { userId: number; assignments: Assignments }[], roleIds: Map<string, number>) {
  const rows = <T>(pick: (userId: number, a: Assignments) => T[]) => given.flatMap(({ userId, assignments }) => pick(userId, assignments));
  const roleRows = rows((user_id, a) => a.roles.map((name) => ({ user_id, role_id: roleIds.get(name)! })));
  const plantRows = rows((user_id, a) => a.plants.map((plant_code) => ({ user_id, plant_code })));
  const clientRows = rows((user_id, a) => a.clients.map((client_code) => ({ user_id, client_code })));
  for (let i = 0; i < roleRows.length; i += 1000)
    await db
      .insertInto('user_roles')
      .values(roleRows.slice(i, i + 1000))
      .execute();
  for (let i = 0; i < plantRows.length; i += 1000)
    await db
      .insertInto('user_plants')
      .values(plantRows.slice(i, i + 1000))
      .execute();
  for (let i = 0; i < clientRows.length; i += 1000)
    await db
      .insertInto('user_clients')
      .values(clientRows.slice(i, i + 1000))
      .execute();
}

/** Takes the user's roles, plants and clients away (before they are given anew). */
export async function clearAssignments(db: Database, userId: number) {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_plants').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_clients').where('user_id', '=', userId).execute();
}

/** The user's columns an administrator changes; `endSessions` moves the token version on. */
export async function updateAccount(
  db: Database,
  userId: number,
  set: {
    fullName?: string;
    email?: string | null;
    isActive?: boolean;
    isLocked?: boolean;
    passwordHash?: string;
    forcePassword?: boolean;
    registrationPending?: boolean;
  },
  endSessions: boolean,
) {
  await db
    .updateTable('users')
    .set((eb) => ({
      ...(set.fullName !== undefined ? { full_name: set.fullName } : {}),
      ...(set.email !== undefined ? { email: set.email } : {}),
      ...(set.isActive !== undefined ? { is_active: set.isActive } : {}),
      ...(set.isLocked !== undefined ? { is_locked: set.isLocked } : {}),
      ...(set.passwordHash !== undefined ? { password_hash: set.passwordHash } : {}),
      ...(set.forcePassword !== undefined ? { force_password: set.forcePassword } : {}),
      ...(set.registrationPending !== undefined ? { registration_pending: set.registrationPending } : {}),
      ...(endSessions ? { token_version: eb('token_version', '+', 1) } : {}),
      updated_at: new Date(),
    }))
    .where('user_id', '=', userId)
    .execute();
}

/** Links to choose a first password, one insert for all. */
export async function insertPasswordLinks(db: Database, links: readonly { userId: number; tokenHash: string }[], expiresAt: Date) {
  for (let i = 0; i < links.length; i += 1000) {
    await db
      .insertInto('password_resets')
      .values(links.slice(i, i + 1000).map((l) => ({ user_id: l.userId, token_hash: l.tokenHash, expires_at: expiresAt })))
      .execute();
  }
}
