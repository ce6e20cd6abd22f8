import { isUniqueViolation } from '../../../db/errors.ts';
import { signedInUser } from '../../../http/authenticate.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { pageOf } from '../../../http/paging.ts';
import { badRequest, conflict, notFound } from '../../../http/problem.ts';
import { auditChange } from '../auditChange.ts';
import { recordSecurityEvent, requestOrigin } from '../../security/index.ts';
import { treeOf, unknownKeys, withAncestors } from './permissionTree.ts';
import { deleteRole, heldElsewhere, insertRole, isProductRole, lockedRole, replacePermissions, roleWithPermissions, rolesPage } from './roleRepository.ts';

/** The permission of the Roles screen: no administrator takes it from a role of their own. */
const ROLES_SCREEN = 'admin.roles';

const roleNotFound = () => notFound('The role was not found.');

export const roleHandlers: Pick<Handlers, 'listRoles' | 'createRole' | 'deleteRole' | 'getPermissionTree' | 'savePermissionTree'> = {
  async listRoles(request) {
    const { rows, ...page } = await rolesPage(request.server.db, pageOf(request.query));
    return {
      ...page,
      data: rows.map((r) => ({
        roleId: r.role_id,
        roleName: r.role_name,
        description: r.description,
        userCount: r.user_count,
        builtIn: isProductRole(r.role_name),
      })),
    };
  },

  async createRole(request) {
    const admin = signedInUser(request);
    const { roleName, description } = request.body;
    try {
      const roleId = await request.server.db.transaction().execute(async (trx) => {
        const id = await insertRole(trx, roleName, description || null);
        await auditChange(trx, admin, request.ip, {
          action: 'role.create',
          entity: 'role',
          entityId: String(id),
          before: null,
          after: { roleName, description: description || null },
        });
        return id;
      });
      return { status: 200, message: 'Data has been saved!', data: roleId };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`The role ${roleName} exists already.`, 'roleName');
      throw error;
    }
  },

  async deleteRole(request) {
    const admin = signedInUser(request);
    const { roleId } = request.query;
    await request.server.db.transaction().execute(async (trx) => {
      const role = await lockedRole(trx, roleId);
      if (!role) throw roleNotFound();
      if (isProductRole(role.role_name)) throw conflict(`${role.role_name} is one of the product's own roles and cannot be deleted.`, 'roleId');
      if (role.user_count > 0) {
        throw conflict(`The role ${role.role_name} is held by ${role.user_count} user${role.user_count > 1 ? 's' : ''}. Take it from them first.`, 'roleId');
      }
      await deleteRole(trx, roleId);
      const before = { roleName: role.role_name, description: role.description, permissions: role.permissions };
      await auditChange(trx, admin, request.ip, { action: 'role.delete', entity: 'role', entityId: String(roleId), before, after: null });
    });
    return { status: 200, message: 'The role has been deleted.' };
  },

  async getPermissionTree(request) {
    const role = await roleWithPermissions(request.server.db, request.params.id);
    if (!role) throw roleNotFound();
    return { data: { roleId: role.role_id, roleName: role.role_name, nodes: treeOf(new Set(role.permissions)) } };
  },

  async savePermissionTree(request) {
    const admin = signedInUser(request);
    const roleId = request.params.id;
    const [unknown] = unknownKeys(request.body.keys);
    if (unknown !== undefined) throw badRequest(`${unknown} is not a permission.`, 'keys');
    const keys = withAncestors(request.body.keys);
    await request.server.db.transaction().execute(async (trx) => {
      const role = await lockedRole(trx, roleId);
      if (!role) throw roleNotFound();
      if (admin.roles.includes(role.role_name) && !keys.includes(ROLES_SCREEN) && !(await heldElsewhere(trx, admin.userId, roleId, ROLES_SCREEN))) {
        throw conflict(`You cannot take the Roles screen (${ROLES_SCREEN}) from ${role.role_name}: it is how you manage roles.`, 'keys');
      }
      await replacePermissions(trx, roleId, keys);
      const added = keys.filter((k) => !role.permissions.includes(k));
      const removed = role.permissions.filter((k) => !keys.includes(k));
      if (added.length || removed.length) {
        const detail = [`role ${role.role_name}`, added.length ? `given ${added.join(', ')}` : '', removed.length ? `taken ${removed.join(', ')}` : '']
          .filter(Boolean)
          .join('; ');
        await recordSecurityEvent(trx, { kind: 'permissions.changed', actor: admin, ...requestOrigin(request), detail });
      }
      await auditChange(trx, admin, request.ip, {
        action: 'role.permissions',
        entity: 'role',
        entityId: String(roleId),
        before: { roleName: role.role_name, permissions: role.permissions },
        after: { roleName: role.role_name, permissions: [...keys].sort() },
      });
    });
    return { status: 200, message: 'Data has been saved!' };
  },
};
