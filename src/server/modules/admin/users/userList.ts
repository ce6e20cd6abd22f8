import { sql } from 'kysely';
import { defineLookup, filter } from '../../../lists/formLists.ts';
import { userClientCodes, userPlantCodes, userRoleNames } from '../../auth/index.ts';

const yesNo = (column: string) => sql<string>`case when ${sql.ref(column)} then 'Y' else 'N' end`;

/**
 * The administrators' user list (forms/admin/user): every account, also those waiting for
 * activation, by user name; newest first with sortBy=createdAt&sortDir=desc.
 */
export const userList = defineLookup({
  form: 'admin/user',
  from: (db) => db.selectFrom('users as u'),
  fields: {
    userId: 'u.user_id',
    userName: 'u.user_name',
    fullName: 'u.full_name',
    email: 'u.email',
    userType: 'u.user_type',
    roles: userRoleNames,
    plants: userPlantCodes,
    clients: userClientCodes,
    active: yesNo('u.is_active'),
    locked: yesNo('u.is_locked'),
    forcePassword: yesNo('u.force_password'),
    registrationPending: yesNo('u.registration_pending'),
    createdAt: 'u.created_at',
    lastLoginAt: 'u.last_login_at',
  },
  filters: {
    userName: (value) => sql<boolean>`(${filter.contains('u.user_name')(value)} or ${filter.contains('u.full_name')(value)})`,
    role: (value) =>
      sql<boolean>`exists (select 1 from user_roles ur join roles r on r.role_id = ur.role_id where ur.user_id = u.user_id and r.role_name = ${String(value).toUpperCase()})`,
    plantCode: (value) => sql<boolean>`exists (select 1 from user_plants up where up.user_id = u.user_id and up.plant_code = ${value})`,
    active: filter.equals('u.is_active'),
    locked: filter.equals('u.is_locked'),
  },
  order: ['userName', 'userId'],
});
