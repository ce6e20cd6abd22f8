import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest, notFound } from '../../http/problem.ts';
import { enqueue } from '../../outbox/enqueue.ts';
import type { MaterialExclusionFilter } from '../integrations/erp/erpClient.ts';
import { jobMessage } from './synchJobMessage.ts';
import { allSynchKinds, synchKinds } from './synchKinds.ts';
import { jobOfKinds } from '../../outbox/jobState.ts';

const given = (value: string | undefined) => value?.trim() || undefined;

/** Queues the pull and answers 202 with the job to follow; the worker is woken to start now. */
async function accepted(request: FastifyRequest, reply: FastifyReply, kind: string, payload: object) {
  const user = signedInUser(request);
  // Every request is its own job: a pull is harmless to repeat, and the dialog sends it once.
  const jobId = await enqueue(request.server.db, { kind, payload, idempotencyKey: `${kind}:${randomUUID()}`, createdBy: user.userId });
  request.server.outbox.wake();
  reply.code(202);
  return { status: 202, message: 'Synchronisation started.', data: { jobId } };
}

export const synchHandlers: Pick<Handlers, 'synchCrpRgp' | 'synchCustomer' | 'synchMaterial' | 'synchMaterialExclusion' | 'getSynchJob'> = {
  synchCrpRgp(request, reply) {
    return accepted(request, reply, synchKinds.crpRgp, {});
  },

  async synchCustomer(request, reply) {
    const customerCode = given(request.query.P_CustomerCode);
    if (!customerCode) throw badRequest('Please Fill Out Customer Code Field', 'P_CustomerCode');
    const customerName = given(request.query.P_CustomerName);
    return accepted(request, reply, synchKinds.customer, { customerCode, ...(customerName ? { customerName } : {}) });
  },

  async synchMaterial(request, reply) {
    const material = given(request.query.P_material);
    if (!material) throw badRequest('Please Fill Out Material Field', 'P_material');
    const distChannel = given(request.query.P_DistChannel);
    return accepted(request, reply, synchKinds.material, { material, ...(distChannel ? { distChannel } : {}) });
  },

  async synchMaterialExclusion(request, reply) {
    const q = request.query;
    const material = given(q.P_Material);
    if (!material) throw badRequest('Please Fill Out Material Field', 'P_Material');
    const filter: MaterialExclusionFilter = { material };
    const optional = { salesOrg: q.P_SalesOrg, customer: q.P_Customer, batch: q.P_Batch, plant: q.P_Plant, ic4: q.P_IC4, docCat: q.P_DocCat, cg1: q.P_CG1, tableName: q.tableName };
    for (const [key, value] of Object.entries(optional)) {
      const v = given(value);
      if (v) filter[key as keyof typeof optional] = v;
    }
    return accepted(request, reply, synchKinds.materialExclusion, filter);
  },

  async getSynchJob(request) {
    const user = signedInUser(request);
    const job = await jobOfKinds(request.server.db, request.params.jobId, allSynchKinds);
    // Someone else's job is answered as missing, so job ids reveal nothing.
    if (!job || (job.created_by !== user.userId && !user.permissions.has('admin.synch'))) throw notFound('The synchronisation job was not found.');
    return { jobId: job.outbox_id, status: job.status, progress: job.progress, message: jobMessage(job) };
  },
};
