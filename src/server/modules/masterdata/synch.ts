import type { Handlers } from '../../http/handlers.ts';
import { signedInUser } from '../../http/authenticate.ts';
import { badRequest, notFound } from '../../http/problem.ts';
import { jobOfKinds } from '../../outbox/jobState.ts';
import type { MaterialExclusionFilter } from '../integrations/index.ts';
import { startSynch } from './startSynch.ts';
import { jobMessage } from './synchJobMessage.ts';
import { allSynchKinds } from './synchKinds.ts';
import { filterOf, given, pageOf } from './synchQuery.ts';
import { synchKindStates } from './synchRuns.ts';

const nraFilter = { i_Principal: 'principal', i_Customer: 'customer', i_Material: 'material', i_PH3: 'ph3' } as const;
const nraCustFilter = { i_Principal: 'principal', i_Customer: 'customer', i_CustGroup2: 'custGroup2' } as const;
const exclusionFilter = {
  P_SalesOrg: 'salesOrg',
  P_Customer: 'customer',
  P_Batch: 'batch',
  P_Plant: 'plant',
  P_IC4: 'ic4',
  P_DocCat: 'docCat',
  P_CG1: 'cg1',
  tableName: 'tableName',
} as const;

type SynchOperation =
  | 'synchCrpRgp'
  | 'synchCustomer'
  | 'synchMaterial'
  | 'synchMaterialExclusion'
  | 'synchNraX'
  | 'synchNraBlank'
  | 'synchNraCustX'
  | 'synchNraCustBlank'
  | 'synchBatch'
  | 'synchClientFpre'
  | 'listSynchKinds'
  | 'getSynchJob';

export const synchHandlers: Pick<Handlers, SynchOperation> = {
  synchCrpRgp(request, reply) {
    return startSynch(request, reply, 'crpRgp', pageOf(request.query));
  },

  async synchCustomer(request, reply) {
    const customerCode = given(request.query.P_CustomerCode);
    if (!customerCode) throw badRequest('Please Fill Out Customer Code Field', 'P_CustomerCode');
    const customerName = given(request.query.P_CustomerName);
    return startSynch(request, reply, 'customer', { customerCode, ...(customerName ? { customerName } : {}), ...pageOf(request.query) });
  },

  async synchMaterial(request, reply) {
    const material = given(request.query.P_material);
    if (!material) throw badRequest('Please Fill Out Material Field', 'P_material');
    const distChannel = given(request.query.P_DistChannel);
    return startSynch(request, reply, 'material', { material, ...(distChannel ? { distChannel } : {}), ...pageOf(request.query) });
  },

  async synchMaterialExclusion(request, reply) {
    const material = given(request.query.P_Material);
    if (!material) throw badRequest('Please Fill Out Material Field', 'P_Material');
    const filter: MaterialExclusionFilter = { material, ...filterOf(request.query, exclusionFilter), ...pageOf(request.query) };
    return startSynch(request, reply, 'materialExclusion', filter);
  },

  synchNraX(request, reply) {
    return startSynch(request, reply, 'nraX', { ...filterOf(request.query, nraFilter), ...pageOf(request.query) });
  },

  synchNraBlank(request, reply) {
    return startSynch(request, reply, 'nraBlank', { ...filterOf(request.query, nraFilter), ...pageOf(request.query) });
  },

  synchNraCustX(request, reply) {
    return startSynch(request, reply, 'nraCustX', { ...filterOf(request.query, nraCustFilter), ...pageOf(request.query) });
  },

  synchNraCustBlank(request, reply) {
    return startSynch(request, reply, 'nraCustBlank', { ...filterOf(request.query, nraCustFilter), ...pageOf(request.query) });
  },

  synchBatch(request, reply) {
    return startSynch(request, reply, 'batch', { ...filterOf(request.query, { P_MATERIAL: 'material', P_BATCH: 'batch' }), ...pageOf(request.query) });
  },

  synchClientFpre(request, reply) {
    return startSynch(request, reply, 'clientFpre', pageOf(request.query));
  },

  async listSynchKinds(request) {
    return { data: await synchKindStates(request.server.db) };
  },

  async getSynchJob(request) {
    const user = signedInUser(request);
    const job = await jobOfKinds(request.server.db, request.params.jobId, allSynchKinds);
    // Someone else's job is answered as missing, so job ids reveal nothing.
    if (!job || (job.created_by !== user.userId && !user.permissions.has('admin.synch'))) throw notFound('The synchronisation job was not found.');
    return { jobId: job.outbox_id, status: job.status, progress: job.progress, message: jobMessage(job) };
  },
};
