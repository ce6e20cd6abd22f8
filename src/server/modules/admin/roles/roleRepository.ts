import { sql } from 'kysely';
import { roles as productRoles } from '../../../../shared/roles.ts';
import type { Database } from '../../../db/database.ts';
import { listPage } from '../../../lists/listPage.ts';
import type { Page } from '../../../http/paging.ts';

/** The SQL of roles and the permissions they hold. */

const userCount = sql<number>`(select count(*)::int from user_roles ur where ur.role_id = r.role_id)`;

/** Roles by name, each with the number of users holding it. */
export function rolesPage(db: Database, page: Page) {
  return listPage(db.selectFrom('roles as r'), page, (q) =>
    q
      .select(['r.role_id', 'r.role_name', 'r.description', userCount.as('user_count')])
      .orderBy('r.role_name')
      .orderBy('r.role_id'),
  );
}

/** The role with its users counted and its permission keys, locked for the rest of the transaction. */
export function lockedRole(db: Database, roleId: number) {
  return db
    .selectFrom('roles as r')
    .select([
      'r.role_id',
      'r.role_name',
      'r.description',
      userCount.as('user_count'),
      sql<string[]>`array(select rp.permission_key from role_permissions rp where rp.role_id = r.role_id order by rp.permission_key)`.as('permissions'),
    ])
    .where('r.role_id', '=', roleId)
    .forUpdate()
    .executeTakeFirst();
}

/** The role without a lock (reading its tree). */
export function roleWithPermissions(db: Database, roleId: number) {
  return db
    .selectFrom('roles as r')
    .select([
      'r.role_id',
      'r.role_name',
      sql<string[]>`array(select rp.permission_key from role_permissions rp where rp.role_id = r.role_id)`.as('permissions'),
    ])
    .where('r.role_id', '=', roleId)
    .executeTakeFirst();
}

/** Whether the user holds `key` through a role other than `roleId`. */
export async function heldElsewhere(db: Database, userId: number, roleId: number, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles as ur')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .select('ur.role_id')
    .where('ur.user_id', '=', userId)
    .where('ur.role_id', '<>', roleId)
    .where('rp.permission_key', '=', key)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertRole(db: Database, roleName: string, description: string | null): Promise<number> {
  const { role_id } = await db.insertInto('roles').values({ role_name: roleName, description }).returning('role_id').executeTakeFirstOrThrow();
  return role_id;
}

export async function deleteRole(db: Database, roleId: number) {
  await db.deleteFrom('roles').where('role_id', '=', roleId).execute();
}

/** The role holds exactly these keys from now on. */
export async function replacePermissions(db: Database, roleId: number, keys: readonly string[]) {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (keys.length)
    await db
      .insertInto('role_permissions')
      .values(keys.map((permission_key) => ({ role_id: roleId, permission_key })))
      .execute();
}

/** The sixteen roles the workflow names (spec 000 §1): they stay, whoever holds them. */
export const isProductRole = (roleName: string) => (productRoles as readonly string[]).includes(roleName);
