import type { FastifyRequest } from 'fastify';
import type { components } from '../../../../generated/api.d.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest } from '../../http/problem.ts';
import { fillTemplate, emailPlaceholders } from '../integrations/index.ts';
import { createRecord, deleteRecord, recordAt, recordsPage, updateRecord, type AdminRecord } from './records/adminRecord.ts';
import { apiLog } from './records/apiLog.ts';
import { auditEvents } from './records/auditEvents.ts';
import { securityEvents } from './records/securityEvents.ts';
import { emailLog } from './records/emailLog.ts';
import { emailTemplates, templateProblem } from './records/emailTemplates.ts';
import { materialPh3 } from './records/materialPh3.ts';
import { paramGroups } from './records/paramGroups.ts';
import { params } from './records/params.ts';
import { settings } from './records/settings.ts';

type Schemas = components['schemas'];
type Values = Record<string, unknown>;

/** The five calls of an administration record, for a record type and its row. */
function crud<Row>(record: AdminRecord) {
  const context = (request: FastifyRequest) => ({ db: request.server.db, user: signedInUser(request), ip: request.ip });
  return {
    list: (request: FastifyRequest<{ Querystring: object }>) => {
      const { db, user } = context(request);
      return recordsPage<Row>(db, user, record, request.query as Values);
    },
    get: (request: FastifyRequest<{ Params: { id: string | number } }>) => {
      const { db, user } = context(request);
      return recordAt<Row>(db, user, record, request.params.id);
    },
    async create(request: FastifyRequest<{ Body: object }>, reply: { code: (status: number) => unknown }) {
      const { db, user, ip } = context(request);
      const row = await createRecord<Row>(db, user, ip, record, request.body as Values);
      reply.code(201);
      return row;
    },
    update: (request: FastifyRequest<{ Params: { id: string | number }; Body: object }>) => {
      const { db, user, ip } = context(request);
      return updateRecord<Row>(db, user, ip, record, request.params.id, request.body as Values);
    },
    async remove(request: FastifyRequest<{ Params: { id: string | number } }>) {
      const { db, user, ip } = context(request);
      await deleteRecord(db, user, ip, record, request.params.id);
      return { status: 200, message: 'Data has been deleted!' };
    },
  };
}

const paramGroupCalls = crud<Schemas['ParamGroup']>(paramGroups);
const paramCalls = crud<Schemas['Param']>(params);
const templateCalls = crud<Schemas['EmailTemplate']>(emailTemplates);
const settingCalls = crud<Schemas['Setting']>(settings);
const apiLogCalls = crud<Schemas['ApiLogEntry']>(apiLog);
const emailLogCalls = crud<Schemas['EmailLogEntry']>(emailLog);

/** Parameter groups, parameters, e-mail templates, settings, the logs and the audit trail (spec 002 §7). */
export const recordHandlers: Pick<
  Handlers,
  | 'listParamGroups'
  | 'createParamGroup'
  | 'getParamGroup'
  | 'updateParamGroup'
  | 'deleteParamGroup'
  | 'listParams'
  | 'createParam'
  | 'getParam'
  | 'updateParam'
  | 'deleteParam'
  | 'listEmailTemplates'
  | 'createEmailTemplate'
  | 'getEmailTemplate'
  | 'updateEmailTemplate'
  | 'deleteEmailTemplate'
  | 'previewEmailTemplate'
  | 'listSettings'
  | 'createSetting'
  | 'getSetting'
  | 'updateSetting'
  | 'deleteSetting'
  | 'listApiLog'
  | 'getApiLogEntry'
  | 'listEmailLog'
  | 'getEmailLogEntry'
  | 'listMaterialPh3'
  | 'listAuditEvents'
  | 'listSecurityEvents'
> = {
  listParamGroups: paramGroupCalls.list,
  createParamGroup: paramGroupCalls.create as never,
  getParamGroup: paramGroupCalls.get,
  updateParamGroup: paramGroupCalls.update,
  deleteParamGroup: paramGroupCalls.remove,
  listParams: paramCalls.list,
  createParam: paramCalls.create as never,
  getParam: paramCalls.get,
  updateParam: paramCalls.update,
  deleteParam: paramCalls.remove,
  listEmailTemplates: templateCalls.list,
  createEmailTemplate: templateCalls.create as never,
  getEmailTemplate: templateCalls.get,
  updateEmailTemplate: templateCalls.update,
  deleteEmailTemplate: templateCalls.remove,
  async previewEmailTemplate(request) {
    const refused = templateProblem(request.body);
    if (refused) throw refused;
    const code = request.body.templateCode;
    const sample = Object.hasOwn(emailPlaceholders, code) ? emailPlaceholders[code] : undefined;
    if (!sample) throw badRequest('Unknown template.', 'templateCode');
    return { subject: fillTemplate(request.body.subject, sample), body: fillTemplate(request.body.body, sample) };
  },
  listSettings: settingCalls.list,
  createSetting: settingCalls.create as never,
  getSetting: settingCalls.get,
  updateSetting: settingCalls.update,
  deleteSetting: settingCalls.remove,
  listApiLog: apiLogCalls.list,
  getApiLogEntry: apiLogCalls.get,
  listEmailLog: emailLogCalls.list,
  getEmailLogEntry: emailLogCalls.get,
  listMaterialPh3: crud<Schemas['MaterialPh3']>(materialPh3).list,
  listAuditEvents: crud<Schemas['AuditEventRow']>(auditEvents).list,
  listSecurityEvents: crud<Schemas['SecurityEventRow']>(securityEvents).list,
};
