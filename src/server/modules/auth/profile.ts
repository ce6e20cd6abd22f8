import type { Handlers } from '../../http/handlers.ts';
import { signedInUser } from '../../http/authenticate.ts';
import { badRequest } from '../../http/problem.ts';
import { recordAudit } from '../audit/index.ts';
import { readSetting } from '../settings/index.ts';
import { settingKeys } from '../settings/index.ts';
import { pageOf } from '../../http/paging.ts';
import { freshCacheOf } from '../../db/freshCache.ts';
import type { Database } from '../../db/database.ts';
import type { Principal } from './principal.ts';
import { auditEventsOf, profileOf, recordAgreement, storePreferences } from './profileRepository.ts';

type Language = 'en' | 'de' | 'es' | 'fr' | 'ja' | 'zh';
type ColorScheme = 'light' | 'dark' | 'auto';

export const profileHandlers: Pick<Handlers, 'getCurrentUser' | 'agreePrivacyPolicy' | 'updatePreferences' | 'listMyAuditEvents'> = {
  getCurrentUser(request) {
    const principal = signedInUser(request);
    const { db } = request.server;
    // Asked on every page load and tab: read once until this process writes (freshCache.ts), as who signed in is.
    return freshCacheOf<CurrentUser>(db, 'currentUsers', 5000).get(String(principal.userId), () => currentUserOf(db, principal));
  },

  async agreePrivacyPolicy(request) {
    const principal = signedInUser(request);
    const { db } = request.server;
    const current = (await readSetting(db, settingKeys.privacyPolicyVersion)) ?? '1';
    if (request.body.policyVersion !== current) {
      throw badRequest(`The privacy policy has changed (version ${current}). Please read it again.`, 'policyVersion');
    }
    await db.transaction().execute(async (trx) => {
      await recordAgreement(trx, principal.userId, current);
      await recordAudit(trx, {
        userId: principal.userId,
        userName: principal.userName,
        action: 'privacy.agreed',
        entity: 'privacyPolicy',
        entityId: current,
        ip: request.ip,
      });
    });
    return { status: 200, message: 'Thank you for agreeing to the privacy policy.' };
  },

  async updatePreferences(request) {
    const principal = signedInUser(request);
    const { language, colorScheme, chiefDeliveryFilters } = request.body;
    // Filters are stored when sent; a PUT without them (language, colour scheme) leaves them.
    await storePreferences(request.server.db, principal.userId, {
      language,
      colorScheme,
      ...(chiefDeliveryFilters ? { deliveryFilters: JSON.stringify(chiefDeliveryFilters) } : {}),
    });
    return { language, colorScheme, ...(chiefDeliveryFilters ? { chiefDeliveryFilters } : {}) };
  },

  async listMyAuditEvents(request) {
    const principal = signedInUser(request);
    const { rows, ...found } = await auditEventsOf(request.server.db, principal.userId, pageOf(request.query));
    return {
      ...found,
      data: rows.map((r) => ({
        eventId: r.event_id,
        action: r.action,
        entity: r.entity,
        entityId: r.entity_id,
        detail: r.detail,
        createdAt: r.created_at.toISOString(),
      })),
    };
  },
};

/** What GET /user/me answers for `principal`. */
async function currentUserOf(db: Database, principal: Principal) {
  const defaultCutOff = await readSetting(db, settingKeys.cutOffFareye);
  const policyVersion = (await readSetting(db, settingKeys.privacyPolicyVersion)) ?? '1';
  const { user, plants, clients, agreed } = await profileOf(db, principal.userId, defaultCutOff, policyVersion);
  return {
    userId: principal.userId,
    userName: principal.userName,
    fullName: principal.fullName,
    email: user.email,
    userType: principal.userType,
    roles: principal.roles.map((roleName) => ({ roleName })),
    plants: plants.map((p) => ({ plantCode: p.plant_code, plantName: p.plant_name, cutOffDate: p.cut_off_date })),
    clients: clients.map((c) => ({ clientCode: c.client_code, clientName: c.client_name })),
    permissions: [...principal.permissions].sort(),
    preferences: {
      language: user.language as Language,
      colorScheme: user.color_scheme as ColorScheme,
      ...(user.delivery_filters ? { chiefDeliveryFilters: JSON.parse(user.delivery_filters) } : {}),
    },
    privacy: { policyVersion, agreed },
  };
}

type CurrentUser = Awaited<ReturnType<typeof currentUserOf>>;
