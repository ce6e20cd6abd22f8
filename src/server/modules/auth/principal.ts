import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The signed-in user as every handler sees it: identity, roles, permission keys and scope. */
export interface Principal {
  userId: number;
  userName: string;
  fullName: string;
  userType: 'I' | 'E';
  tokenVersion: number;
  isActive: boolean;
  isLocked: boolean;
  forcePassword: boolean;
  roles: string[];
  permissions: Set<string>;
  plants: string[];
  clients: string[];
}

/** The role names of the user `u` (a query over `users as u`), in order. */
export const userRoleNames = sql<
  string[]
>`array(select r.role_name from user_roles ur join roles r on r.role_id = ur.role_id where ur.user_id = u.user_id order by r.role_name)`;

/** The plant codes of the user `u`, in order. */
export const userPlantCodes = sql<string[]>`array(select up.plant_code from user_plants up where up.user_id = u.user_id order by up.plant_code)`;

/** The client codes of the user `u`, in order. */
export const userClientCodes = sql<string[]>`array(select uc.client_code from user_clients uc where uc.user_id = u.user_id order by uc.client_code)`;

/** One query: the user with their roles, permission keys, plants and clients. */
export async function loadPrincipal(db: Database, userId: number): Promise<Principal | null> {
  const row = await db
    .selectFrom('users as u')
    .select([
      'u.user_id',
      'u.user_name',
      'u.full_name',
      'u.user_type',
      'u.token_version',
      'u.is_active',
      'u.is_locked',
      'u.force_password',
      userRoleNames.as('roles'),
      sql<
        string[]
      >`array(select distinct rp.permission_key from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.user_id)`.as(
        'permissions',
      ),
      userPlantCodes.as('plants'),
      userClientCodes.as('clients'),
    ])
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.user_id,
    userName: row.user_name,
    fullName: row.full_name,
    userType: row.user_type,
    tokenVersion: row.token_version,
    isActive: row.is_active,
    isLocked: row.is_locked,
    forcePassword: row.force_password,
    roles: row.roles,
    permissions: new Set(row.permissions),
    plants: row.plants,
    clients: row.clients,
  };
}
