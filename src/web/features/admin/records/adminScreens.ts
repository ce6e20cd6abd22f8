import { flattenPermissions, type PermissionKey } from '../../../../shared/permissions.ts';

/**
 * The administration screens built from forms/admin: the resource, the permission whose menu
 * entry gives the route, the API path and the field naming one record. A resource with an edit
 * schema can be created, changed and removed; the others are read.
 */
export interface AdminScreen {
  resource: string;
  permission: PermissionKey;
  route: string;
  api: string;
  idField: string;
  /** The field that names a record once created (kept on edit) and says which one a dialog is about. */
  nameField: string;
  /** Its edit form has a preview (the e-mail templates). */
  preview?: boolean;
  /** Where a removal goes when not to `${api}/{id}` (DELETE /role?roleId=). */
  paths?: { remove?: { query: string } };
  /** A record kept once made (a user is deactivated, never removed). */
  permanent?: boolean;
  /** Actions of its own beside Edit and Delete (a user's lock, a role's permissions, a failed e-mail sent again). */
  extras?: 'users' | 'roles' | 'emails';
}

const urls = new Map(flattenPermissions().map((p) => [p.key, p.url]));
const screen = (s: Omit<AdminScreen, 'route'>): AdminScreen => ({ ...s, route: urls.get(s.permission)! });

export const adminScreens: readonly AdminScreen[] = [
  screen({ resource: 'user', permission: 'admin.users', api: '/user', idField: 'userId', nameField: 'userName', permanent: true, extras: 'users' }),
  screen({
    resource: 'role',
    permission: 'admin.roles',
    api: '/role',
    idField: 'roleId',
    nameField: 'roleName',
    paths: { remove: { query: 'roleId' } },
    extras: 'roles',
  }),
  screen({ resource: 'paramgroup', permission: 'admin.paramGroups', api: '/paramgroup', idField: 'paramGroupId', nameField: 'paramGroupId' }),
  screen({ resource: 'param', permission: 'admin.params', api: '/param', idField: 'paramId', nameField: 'paramCode' }),
  screen({ resource: 'emailtpl', permission: 'admin.emailTemplates', api: '/emailtpl', idField: 'templateId', nameField: 'templateCode', preview: true }),
  screen({ resource: 'setting', permission: 'admin.settings', api: '/setting', idField: 'settingId', nameField: 'settingKey' }),
  screen({ resource: 'apilog', permission: 'admin.apiLog', api: '/apilog', idField: 'apiLogId', nameField: 'operation' }),
  screen({ resource: 'email', permission: 'admin.emailLog', api: '/email', idField: 'emailId', nameField: 'subject', extras: 'emails' }),
  screen({ resource: 'audit', permission: 'admin.audit', api: '/audit', idField: 'eventId', nameField: 'action' }),
  screen({ resource: 'security', permission: 'admin.securityEvents', api: '/security-events', idField: 'eventId', nameField: 'kind' }),
];

export const adminScreenOf = (resource: string) => adminScreens.find((s) => s.resource === resource)!;
