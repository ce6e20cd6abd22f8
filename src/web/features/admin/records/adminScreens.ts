import { flattenPermissions, type PermissionKey } from '../../../../shared/permissions.ts';
import type { FormCreatePath, FormListPath, FormRecordPath, FormRemovalPath } from '../../../api/formResources.ts';

/**
 * The administration screens built from forms/admin: the resource, the permission whose menu
 * entry gives the route, the API path and the field naming one record. A resource with an edit
 * schema can be created, changed and removed; the others are read.
 */
export interface AdminScreen {
  resource: string;
  permission: PermissionKey;
  route: string;
  api: FormListPath;
  idField: string;
  /** The field that names a record once created (kept on edit) and says which one a dialog is about. */
  nameField: string;
  /** Its edit form has a preview (the e-mail templates). */
  preview?: boolean;
  /** Where its records are created, changed and removed, as its forms allow (a create form, an edit form, not permanent). */
  paths?: { create?: FormCreatePath; change?: FormRecordPath<'put'>; remove?: FormRemovalPath };
  /** A record kept once made (a user is deactivated, never removed). */
  permanent?: boolean;
  /** Actions of its own beside Edit and Delete (a user's lock, a role's permissions, a failed e-mail sent again). */
  extras?: 'users' | 'roles' | 'emails';
}

const urls = new Map(flattenPermissions().map((p) => [p.key, p.url]));
const screen = (s: Omit<AdminScreen, 'route'>): AdminScreen => ({ ...s, route: urls.get(s.permission)! });
/** A resource created at its list and changed and removed at its record. */
const editable = (list: FormCreatePath, record: FormRecordPath<'put'> & FormRecordPath<'delete'>) => ({ create: list, change: record, remove: record });

export const adminScreens: readonly AdminScreen[] = [
  screen({
    resource: 'user',
    permission: 'admin.users',
    api: '/user',
    idField: 'userId',
    nameField: 'userName',
    paths: { create: '/user', change: '/user/{id}' },
    permanent: true,
    extras: 'users',
  }),
  screen({
    resource: 'role',
    permission: 'admin.roles',
    api: '/role',
    idField: 'roleId',
    nameField: 'roleName',
    paths: { create: '/role', remove: { list: '/role', query: 'roleId' } },
    extras: 'roles',
  }),
  screen({
    resource: 'paramgroup',
    permission: 'admin.paramGroups',
    api: '/paramgroup',
    idField: 'paramGroupId',
    nameField: 'paramGroupId',
    paths: editable('/paramgroup', '/paramgroup/{id}'),
  }),
  screen({
    resource: 'param',
    permission: 'admin.params',
    api: '/param',
    idField: 'paramId',
    nameField: 'paramCode',
    paths: editable('/param', '/param/{id}'),
  }),
  screen({
    resource: 'emailtpl',
    permission: 'admin.emailTemplates',
    api: '/emailtpl',
    idField: 'templateId',
    nameField: 'templateCode',
    preview: true,
    paths: editable('/emailtpl', '/emailtpl/{id}'),
  }),
  screen({
    resource: 'setting',
    permission: 'admin.settings',
    api: '/setting',
    idField: 'settingId',
    nameField: 'settingKey',
    paths: editable('/setting', '/setting/{id}'),
  }),
  screen({ resource: 'apilog', permission: 'admin.apiLog', api: '/apilog', idField: 'apiLogId', nameField: 'operation' }),
  screen({ resource: 'email', permission: 'admin.emailLog', api: '/email', idField: 'emailId', nameField: 'subject', extras: 'emails' }),
  screen({ resource: 'audit', permission: 'admin.audit', api: '/audit', idField: 'eventId', nameField: 'action' }),
  screen({ resource: 'security', permission: 'admin.securityEvents', api: '/security-events', idField: 'eventId', nameField: 'kind' }),
];

export const adminScreenOf = (resource: string) => adminScreens.find((s) => s.resource === resource)!;

/** The screen at a path (its permission url: `/administrator/users`, `/setting`), or undefined. */
export const adminScreenAt = (path: string): AdminScreen | undefined => adminScreens.find((s) => s.route === path);
