import { sql } from 'kysely';
import type { Handlers } from '../../http/handlers.ts';
import { signedInUser } from '../../http/authenticate.ts';
import { badRequest } from '../../http/problem.ts';
import { recordAudit } from '../admin/auditLog.ts';
import { readSetting } from '../admin/settings.ts';
import { settingKeys } from '../../db/seed/referenceData.ts';
import { listPage } from '../../db/listPage.ts';
import { pageOf } from '../../http/paging.ts';

type Language = 'en' | 'de' | 'es' | 'fr' | 'ja' | 'zh';
type ColorScheme = 'light' | 'dark' | 'auto';

export const profileHandlers: Pick<Handlers, 'getCurrentUser' | 'agreePrivacyPolicy' | 'updatePreferences' | 'listMyAuditEvents'> = {
  async getCurrentUser(request) {
    const principal = signedInUser(request);
    const { db } = request.server;
    const defaultCutOff = await readSetting(db, settingKeys.cutOffFareye);
    const policyVersion = (await readSetting(db, settingKeys.privacyPolicyVersion)) ?? '1';
    const [user, plants, clients, agreement] = await Promise.all([
      db.selectFrom('users').select(['email', 'language', 'color_scheme', 'delivery_filters']).where('user_id', '=', principal.userId).executeTakeFirstOrThrow(),
      db
        .selectFrom('user_plants as up')
        .innerJoin('plants as p', 'p.plant_code', 'up.plant_code')
        .select(['p.plant_code', 'p.plant_name', sql<string | null>`coalesce(p.cut_off_date::text, ${defaultCutOff})`.as('cut_off_date')])
        .where('up.user_id', '=', principal.userId)
        .orderBy('p.plant_code')
        .execute(),
      db
        .selectFrom('user_clients as uc')
        .innerJoin('clients as c', 'c.client_code', 'uc.client_code')
        .select(['c.client_code', 'c.client_name'])
        .where('uc.user_id', '=', principal.userId)
        .orderBy('c.client_code')
        .execute(),
      db
        .selectFrom('privacy_agreements')
        .select('agreed_at')
        .where('user_id', '=', principal.userId)
        .where('policy_version', '=', policyVersion)
        .executeTakeFirst(),
    ]);
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
      privacy: { policyVersion, agreed: Boolean(agreement) },
    };
  },

  async agreePrivacyPolicy(request) {
    const principal = signedInUser(request);
    const { db } = request.server;
    const current = (await readSetting(db, settingKeys.privacyPolicyVersion)) ?? '1';
    if (request.body.policyVersion !== current) {
      throw badRequest(`The privacy policy has changed (version ${current}). Please read it again.`, 'policyVersion');
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('privacy_agreements')
        .values({ user_id: principal.userId, policy_version: current })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await recordAudit(trx, { userId: principal.userId, userName: principal.userName, action: 'privacy.agreed', entity: 'privacyPolicy', entityId: current, ip: request.ip });
    });
    return { status: 200, message: 'Thank you for agreeing to the privacy policy.' };
  },

  async updatePreferences(request) {
    const principal = signedInUser(request);
    const { language, colorScheme, chiefDeliveryFilters } = request.body;
    // Filters are stored when sent; a PUT without them (language, colour scheme) leaves them.
    await request.server.db
      .updateTable('users')
      .set({ language, color_scheme: colorScheme, ...(chiefDeliveryFilters ? { delivery_filters: JSON.stringify(chiefDeliveryFilters) } : {}), updated_at: new Date() })
      .where('user_id', '=', principal.userId)
      .execute();
    return { language, colorScheme, ...(chiefDeliveryFilters ? { chiefDeliveryFilters } : {}) };
  },

  async listMyAuditEvents(request) {
    const principal = signedInUser(request);
    const { db } = request.server;
    const page = pageOf(request.query);
    const base = db.selectFrom('audit_events').where('user_id', '=', principal.userId);
    const { rows, ...found } = await listPage(base, page, (filtered) =>
      filtered
        .select(['event_id', 'action', 'entity', 'entity_id', 'detail', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('event_id', 'desc'),
    );
    return {
      ...found,
      data: rows.map((r) => ({ eventId: r.event_id, action: r.action, entity: r.entity, entityId: r.entity_id, detail: r.detail, createdAt: r.created_at.toISOString() })),
    };
  },
};
