import { routingParamCodes } from '../../../machines/returns/route.ts';
import { flattenPermissions } from '../../shared/permissions.ts';
import { roles } from '../../shared/roles.ts';
import { defaultPermissionsOf } from '../modules/admin/defaultRolePermissions.ts';
import { settingKeys } from '../modules/settings/index.ts';
import type { Database } from '../db/database.ts';

/** What every database needs, demo or not. Safe to run at every start. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insertInto('roles')
    .values(roles.map((role_name) => ({ role_name, description: null })))
    .onConflict((oc) => oc.column('role_name').doNothing())
    .execute();
  await syncPermissionCatalogue(db);
  await seedParams(db);
  await db
    .insertInto('settings')
    .values(defaultSettings)
    .onConflict((oc) => oc.column('setting_key').doNothing())
    .execute();
  await db
    .insertInto('email_templates')
    .values(emailTemplates)
    .onConflict((oc) => oc.columns(['template_code', 'language']).doNothing())
    .execute();
}

/**
 * The catalogue is code (src/shared/permissions.ts): its rows follow it at every start. A key
 * that is new to this database is granted to the roles of the default matrix; grants that
 * administrators changed on existing keys are left alone.
 */
async function syncPermissionCatalogue(db: Database): Promise<void> {
  const catalogue = flattenPermissions();
  await db.transaction().execute(async (trx) => {
    const existing = new Set((await trx.selectFrom('permissions').select('permission_key').execute()).map((r) => r.permission_key));
    for (const p of catalogue) {
      await trx
        .insertInto('permissions')
        .values({ permission_key: p.key, parent_key: p.parentKey, title: p.title, url: p.url, icon: p.icon, sort_order: p.sortOrder })
        .onConflict((oc) =>
          oc.column('permission_key').doUpdateSet({ parent_key: p.parentKey, title: p.title, url: p.url, icon: p.icon, sort_order: p.sortOrder }),
        )
        .execute();
    }
    const removed = [...existing].filter((key) => !catalogue.some((p) => p.key === key));
    if (removed.length) await trx.deleteFrom('permissions').where('permission_key', 'in', removed).execute();

    const added = new Set(catalogue.map((p) => p.key).filter((key) => !existing.has(key)));
    if (!added.size) return;
    const roleRows = await trx.selectFrom('roles').select(['role_id', 'role_name']).execute();
    const grants = roleRows.flatMap((r) =>
      roles.includes(r.role_name as never)
        ? defaultPermissionsOf(r.role_name as (typeof roles)[number])
            .filter((key) => added.has(key))
            .map((permission_key) => ({ role_id: r.role_id, permission_key }))
        : [],
    );
    if (grants.length) {
      await trx
        .insertInto('role_permissions')
        .values(grants)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
}

const paramGroups: Record<string, { description: string; params: [code: string, value: string][] }> = {
  STATUS: {
    description: 'Approval status of a return',
    params: [
      ['D', 'Draft'],
      ['W', 'In Progress'],
      ['A', 'Completed'],
      ['R', 'Rejected'],
    ],
  },
  REASON: {
    description: 'Reasons for a return',
    params: [
      ['101', 'Expired'],
      ['102', 'Damaged Goods'],
      ['103', 'Near Expiry'],
      ['104', 'Wrong Delivery'],
      ['105', 'Excess Delivery'],
      ['120', 'Product Recall'],
      ['132', 'Destroyed at Customer'],
      ['135', 'Quality Complaint'],
    ],
  },
  STEP_APPROVAL: {
    description: 'Approval steps and the routing policy of submitted returns',
    params: [
      ['SALES', 'Pending On FSS/ASM/BM'],
      ['CLIENT', 'Pending On Client'],
      ['BRQA', 'Pending On BRQA'],
      ['QAHO', 'Pending On QA-HO'],
      ['CD', 'Pending On Chief Delivery'],
      ['CW', 'Pending On Chief Warehouse'],
      ['END', 'Completed'],
      [routingParamCodes.salesTypes, 'NONMTKA,NOREFNONMTKA'],
      [routingParamCodes.brqaReasons, '102,120,135'],
      [routingParamCodes.qahoReasons, '120,135'],
    ],
  },
  STATUS_PRINT: {
    description: 'Print status of the return form (FPRE)',
    params: [
      ['Y', 'Printed'],
      ['N', 'Not Printed'],
      ['R', 'Reupload'],
    ],
  },
  SERVICE_LEVEL: {
    description: 'Target waiting time at each step, in hours: past it the deciders are reminded, past twice it head office is told',
    params: [
      ['SALES', '48'],
      ['CLIENT', '72'],
      ['BRQA', '48'],
      ['QAHO', '72'],
      ['QACLIENT', '72'],
      ['CD', '24'],
      ['CW', '24'],
    ],
  },
};

async function seedParams(db: Database): Promise<void> {
  await db
    .insertInto('param_groups')
    .values(Object.entries(paramGroups).map(([param_group_id, g]) => ({ param_group_id, description: g.description })))
    .onConflict((oc) => oc.column('param_group_id').doNothing())
    .execute();
  await db
    .insertInto('params')
    .values(
      Object.entries(paramGroups).flatMap(([param_group_id, g]) =>
        g.params.map(([param_code, param_value], sort_order) => ({ param_group_id, param_code, param_value, sort_order })),
      ),
    )
    .onConflict((oc) => oc.columns(['param_group_id', 'param_code']).doNothing())
    .execute();
}

const defaultSettings = [
  { setting_key: settingKeys.cutOffFareye, setting_value: '2026-01-01', description: 'Default delivery-tracking cut-off date of a plant without its own' },
  { setting_key: settingKeys.privacyPolicyVersion, setting_value: '2026-01', description: 'Version of the privacy policy users agree to after signing in' },
  {
    setting_key: settingKeys.securityEventRetentionDays,
    setting_value: '365',
    description: 'Days security events are kept; older ones are removed once a day',
  },
  {
    setting_key: settingKeys.twoFactorRequired,
    setting_value: 'N',
    description: 'Y: CLIENT users and administrators (ADMIN, ADMINISTRATOR) must sign in with a second factor (TOTP)',
  },
  {
    setting_key: settingKeys.passwordSignIn,
    setting_value: 'everyone',
    description:
      "everyone: every user may sign in with the product's password; break-glass: with a company identity provider (OIDC) in use, only the accounts of password.sign-in.accounts may",
  },
  {
    setting_key: settingKeys.passwordSignInAccounts,
    setting_value: 'administrator',
    description: 'User names that may still sign in with a password when password.sign-in is break-glass (comma separated)',
  },
];

const emailTemplates = [
  {
    template_code: 'PASSWORD_RESET',
    subject: 'Reset your password',
    body: 'Dear {{fullName}},\n\nUse this link within 60 minutes to set a new password for {{userName}}:\n{{resetLink}}\n\nIf you did not ask for it, ignore this e-mail.',
  },
  {
    template_code: 'REGISTRATION_RECEIVED',
    subject: 'Your registration was received',
    body: 'Dear {{fullName}},\n\nYour account {{userName}} was registered. An administrator will activate it; you can sign in once it is active.',
  },
  {
    template_code: 'SIGN_IN_FAILURES',
    subject: 'Failed sign-ins to your account',
    body: 'Dear {{fullName}},\n\nSeveral sign-ins to your account {{userName}} failed with a wrong password, the last from address {{ip}}. Sign-ins from that address now wait longer after each failure; your own sign-in is not blocked.\n\nIf this was not you, change your password and tell your administrator.',
  },
  {
    template_code: 'SERVICE_LEVEL_PASSED',
    subject: 'Return {{retNumber}} waits past its target',
    body: 'Dear {{fullName}},\n\nReturn {{retNumber}} of {{customerName}} has waited {{waited}} on {{stepName}}, past its target of {{target}}. It is assigned to you.\n{{link}}',
  },
  {
    template_code: 'SERVICE_LEVEL_ESCALATED',
    subject: 'Escalation: return {{retNumber}} waits twice its target',
    body: 'Dear {{fullName}},\n\nReturn {{retNumber}} of {{customerName}} has waited {{waited}} on {{stepName}}, twice its target of {{target}}. Waiting on: {{pendingUser}}.\n{{link}}',
  },
  {
    template_code: 'STEP_ASSIGNED',
    subject: 'Return {{retNumber}} awaits your approval',
    body: 'Dear {{fullName}},\n\nReturn {{retNumber}} of {{customerName}} is pending on {{stepName}} and assigned to you.\n{{link}}',
  },
];

// The keys are the settings module's; read here too by the tests and scripts that seed.
export { settingKeys };
