import { randomBytes } from 'node:crypto';
import type { components } from '../../../../../generated/api.d.ts';
import type { Database } from '../../../db/database.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { lookupPage, lookupRow } from '../../../lists/formLists.ts';
import { signedInUser } from '../../../http/authenticate.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { badRequest, conflict, notFound } from '../../../http/problem.ts';
import { hashNewPassword, type Principal } from '../../auth/index.ts';
import { auditChange } from '../auditChange.ts';
import { recordSecurityEvent, requestOrigin } from '../../security/index.ts';
import {
  clearAssignments,
  existingReferences,
  insertAssignments,
  insertUsers,
  lockedAccount,
  rolesGrant,
  takenAccounts,
  updateAccount,
  type Assignments,
} from './userAdminRepository.ts';
import { userList } from './userList.ts';
import { assignmentsOf, MANAGE_USERS, referenceProblems } from './userRules.ts';

type User = components['schemas']['User'];

/** The user as the list and the detail show it, read within `db` (a transaction sees its own changes). */
export const userRow = (db: Database, admin: Principal, userId: number) => lookupRow<User>(db, admin, userList, 'userId', userId);

/** The role ids of the assignments, once every role, plant and client is known to exist (400 naming the field otherwise). */
async function checkedRoleIds(db: Database, given: Assignments): Promise<Map<string, number>> {
  const references = await existingReferences(db, given);
  const [problem] = referenceProblems(references, given);
  if (problem) throw badRequest(problem.message, problem.field);
  return references.roleIds;
}

/** A unique index refusing a name or e-mail another request took meanwhile: 409, as when it was taken before. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This user name or e-mail is already taken.', 'userName');
    throw error;
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** What changed of a user's roles, plants and clients (what they may do, and where), or null. */
function accessChange(before: User, after: User): string | null {
  const changes = (['roles', 'plants', 'clients'] as const).flatMap((field) => {
    const was = before[field] ?? [];
    const is = after[field] ?? [];
    return sameSet(was, is) ? [] : [`${field}: ${was.join(', ') || '-'} → ${is.join(', ') || '-'}`];
  });
  return changes.length ? changes.join('; ') : null;
}

/** What the audit keeps of a user: everything an administrator sets, nothing secret. */
const audited = (u: User) => ({
  userName: u.userName,
  fullName: u.fullName,
  email: u.email,
  userType: u.userType,
  roles: u.roles,
  plants: u.plants,
  clients: u.clients,
});

export const userHandlers: Pick<Handlers, 'listUsers' | 'getUser' | 'createUser' | 'updateUser'> = {
  listUsers: (request) => lookupPage<User>(request.server.db, signedInUser(request), userList, request.query),

  async getUser(request) {
    const user = await userRow(request.server.db, signedInUser(request), request.params.id);
    if (!user) throw notFound('The user was not found.');
    return user;
  },

  async createUser(request) {
    const admin = signedInUser(request);
    const { db } = request.server;
    const body = request.body;
    const given = assignmentsOf(body);
    const roleIds = await checkedRoleIds(db, given);
    const taken = await takenAccounts(db, [body.userName], body.email ? [body.email] : []);
    if (taken.some((t) => t.user_name.toLowerCase() === body.userName.toLowerCase())) throw conflict('This user name is already taken.', 'userName');
    if (taken.length) throw conflict('This e-mail is already used by another user.', 'email');
    const generated = body.password === undefined ? randomBytes(12).toString('base64url') : undefined;
    const passwordHash = await hashNewPassword(body.password ?? generated!, 'password');
    const userType = body.userType ?? 'I';
    const userId = await uniquely(() =>
      db.transaction().execute(async (trx) => {
        const ids = await insertUsers(trx, [
          { userName: body.userName, fullName: body.fullName, email: body.email ?? null, userType, passwordHash, forcePassword: userType === 'I' },
        ]);
        const id = ids.get(body.userName.toLowerCase())!;
        await insertAssignments(trx, [{ userId: id, assignments: given }], roleIds);
        const after = await userRow(trx, admin, id);
        await auditChange(trx, admin, request.ip, { action: 'user.create', entity: 'user', entityId: String(id), before: null, after: audited(after!) });
        const access = accessChange({ ...after!, roles: [], plants: [], clients: [] }, after!);
        if (access)
          await recordSecurityEvent(trx, {
            kind: 'roles.changed',
            user: { userId: id, userName: after!.userName },
            actor: admin,
            ...requestOrigin(request),
            detail: `created; ${access}`,
          });
        return id;
      }),
    );
    return { status: 200, message: 'Data has been saved!', data: generated ? { userId, password: generated } : { userId } };
  },

  async updateUser(request) {
    const admin = signedInUser(request);
    const { db } = request.server;
    const userId = request.params.id;
    const body = request.body;
    const given = assignmentsOf(body);
    await uniquely(() =>
      db.transaction().execute(async (trx) => {
        if (!(await lockedAccount(trx, userId))) throw notFound('The user was not found.');
        const roleIds = await checkedRoleIds(trx, given);
        if (userId === admin.userId && !(await rolesGrant(trx, [...roleIds.values()], MANAGE_USERS))) {
          throw badRequest('You cannot take from yourself the roles that let you manage users.', 'roles');
        }
        const before = (await userRow(trx, admin, userId))!;
        if (body.email && (await takenAccounts(trx, [], [body.email])).some((t) => t.email?.toLowerCase() !== before.email?.toLowerCase())) {
          throw conflict('This e-mail is already used by another user.', 'email');
        }
        const rolesChanged = !sameSet(before.roles, given.roles);
        await updateAccount(trx, userId, { fullName: body.fullName, email: body.email ?? null }, rolesChanged);
        await clearAssignments(trx, userId);
        await insertAssignments(trx, [{ userId, assignments: given }], roleIds);
        const after = (await userRow(trx, admin, userId))!;
        const access = accessChange(before, after);
        if (access)
          await recordSecurityEvent(trx, {
            kind: 'roles.changed',
            user: { userId, userName: after.userName },
            actor: admin,
            ...requestOrigin(request),
            detail: access,
          });
        await auditChange(trx, admin, request.ip, {
          action: 'user.update',
          entity: 'user',
          entityId: String(userId),
          before: audited(before),
          after: audited(after),
        });
      }),
    );
    return { status: 200, message: 'Data has been saved!' };
  },
};
