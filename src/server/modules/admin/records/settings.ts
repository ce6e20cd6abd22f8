import { filter } from '../../../lists/formLists.ts';
import { badRequest, conflict, type Problem } from '../../../http/problem.ts';
import { settingKeys } from '../../settings/index.ts';
import { isRealDate } from '../../../http/realDates.ts';
import { currentRequestId } from '../../../http/requestId.ts';
import { isRetention, recordSecurityEvent, retentionBounds } from '../../security/index.ts';
import { defineAdminRecord } from './adminRecord.ts';

/** What the product needs of the settings it reads. */
const settingRules: Record<string, (value: string) => string | null> = {
  [settingKeys.cutOffFareye]: (v) => (isRealDate(v) ? null : 'cut.off.fareye is a day, YYYY-MM-DD.'),
  [settingKeys.privacyPolicyVersion]: (v) => (/^\S{1,20}$/.test(v) ? null : 'The privacy policy version is up to 20 characters without spaces.'),
  [settingKeys.twoFactorRequired]: (v) => (v === 'Y' || v === 'N' ? null : 'two.factor.required is Y or N.'),
  [settingKeys.passwordSignIn]: (v) => (v === 'everyone' || v === 'break-glass' ? null : 'password.sign-in is everyone or break-glass.'),
  [settingKeys.passwordSignInAccounts]: (v) =>
    /^\s*[^,\s]+(\s*,\s*[^,\s]+)*\s*$/.test(v) ? null : 'password.sign-in.accounts lists user names separated by commas.',
  [settingKeys.securityEventRetentionDays]: (v) =>
    /^\d+$/.test(v) && isRetention(Number(v)) ? null : `Security events are kept ${retentionBounds.min} to ${retentionBounds.max} days.`,
};

/** Settings that decide how users sign in or how long their traces are kept: each change is a security event. */
const securitySettings = new Set<string>([
  settingKeys.twoFactorRequired,
  settingKeys.passwordSignIn,
  settingKeys.passwordSignInAccounts,
  settingKeys.securityEventRetentionDays,
]);

function settingProblem(values: Record<string, unknown>): Problem | null {
  const key = String(values.settingKey);
  // Own keys only: a setting named __proto__ would otherwise find Object's prototype as its rule.
  const rule = Object.hasOwn(settingRules, key) ? settingRules[key] : undefined;
  const message = rule?.(String(values.settingValue));
  return message ? badRequest(message, 'settingValue') : null;
}

/** Settings (/setting): key and value, the ones the product reads checked. */
export const settings = defineAdminRecord({
  form: 'admin/setting',
  entity: 'setting',
  idField: 'settingId',
  from: (db) => db.selectFrom('settings as s'),
  fields: {
    settingId: 's.setting_id',
    settingKey: 's.setting_key',
    settingValue: 's.setting_value',
    description: 's.description',
    updatedAt: 's.updated_at',
  },
  filters: {
    settingKey: filter.contains('s.setting_key'),
    settingValue: filter.contains('s.setting_value'),
  },
  order: ['settingKey'],
  write: {
    table: 'settings',
    idColumn: 'setting_id',
    columns: { settingKey: 'setting_key', settingValue: 'setting_value', description: 'description' },
    touchedAt: 'updated_at',
    taken: (v) => `The setting ${String(v.settingKey)} already exists.`,
    check: async (_db, values) => settingProblem(values),
    changed: async (trx, user, ip, before, after) => {
      const key = String(after.settingKey);
      if (!securitySettings.has(key) || before?.settingValue === after.settingValue) return;
      await recordSecurityEvent(trx, {
        kind: 'settings.changed',
        actor: user,
        ip,
        requestId: currentRequestId(),
        detail: `${key}: ${String(before?.settingValue ?? '-')} → ${String(after.settingValue)}`,
      });
    },
    checkDelete: async (_db, before) =>
      Object.hasOwn(settingRules, String(before.settingKey)) ? conflict(`The product reads ${String(before.settingKey)}; it cannot be deleted.`) : null,
  },
});
