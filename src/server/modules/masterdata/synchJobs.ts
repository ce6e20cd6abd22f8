import type { JobHandler, JobHandlers } from '../../outbox/jobs.ts';
import {
  type BatchFilter,
  type CustomerFilter,
  type ErpClient,
  type ErpPage,
  type MaterialExclusionFilter,
  type MaterialFilter,
  type NraFilter,
  type NraVariant,
  loggedErpClient,
} from '../integrations/index.ts';
import { synchBatches } from './batchSynch.ts';
import { synchFpreClients } from './clientFpreSynch.ts';
import { synchCrpRgp } from './crpRgpSynch.ts';
import { synchCustomer } from './customerSynch.ts';
import { synchMaterialExclusion } from './materialExclusionSynch.ts';
import { synchMaterial } from './materialSynch.ts';
import { synchNraRules } from './nraSynch.ts';
import { synchKinds } from './synchKinds.ts';

/** The outbox handlers of synchronisation; payloads are the filters (with limit and offset) the synch operations queued. */
export function synchJobHandlers(erp: ErpClient): JobHandlers {
  const nra =
    (variant: NraVariant): JobHandler =>
    (payload, context) =>
      synchNraRules(loggedErpClient(erp, context), variant, payload as NraFilter, context);
  return {
    [synchKinds.customer]: (payload, context) => synchCustomer(loggedErpClient(erp, context), payload as CustomerFilter, context),
    [synchKinds.material]: (payload, context) => synchMaterial(loggedErpClient(erp, context), payload as MaterialFilter, context),
    [synchKinds.materialExclusion]: (payload, context) => synchMaterialExclusion(loggedErpClient(erp, context), payload as MaterialExclusionFilter, context),
    [synchKinds.crpRgp]: (payload, context) => synchCrpRgp(loggedErpClient(erp, context), payload as ErpPage, context),
    [synchKinds.nraX]: nra('NRAX'),
    [synchKinds.nraBlank]: nra('NRABLANK'),
    [synchKinds.nraCustX]: nra('NRACUSTX'),
    [synchKinds.nraCustBlank]: nra('NRACUSTBLANK'),
    [synchKinds.batch]: (payload, context) => synchBatches(loggedErpClient(erp, context), payload as BatchFilter, context),
    [synchKinds.clientFpre]: (payload, context) => synchFpreClients(loggedErpClient(erp, context), payload as ErpPage, context),
  };
}
