import type { JobHandlers } from '../../outbox/jobs.ts';
import { type CustomerFilter, type ErpClient, type MaterialExclusionFilter, type MaterialFilter, loggedErpClient } from '../integrations/index.ts';
import { synchCrpRgp } from './crpRgpSynch.ts';
import { synchCustomer } from './customerSynch.ts';
import { synchMaterialExclusion } from './materialExclusionSynch.ts';
import { synchMaterial } from './materialSynch.ts';
import { synchKinds } from './synchKinds.ts';

/** The outbox handlers of synchronisation; payloads are the filters the synch operations queued. */
export function synchJobHandlers(erp: ErpClient): JobHandlers {
  return {
    [synchKinds.customer]: (payload, context) => synchCustomer(loggedErpClient(erp, context), payload as CustomerFilter, context),
    [synchKinds.material]: (payload, context) => synchMaterial(loggedErpClient(erp, context), payload as MaterialFilter, context),
    [synchKinds.materialExclusion]: (payload, context) =>
      synchMaterialExclusion(loggedErpClient(erp, context), payload as MaterialExclusionFilter, context),
    [synchKinds.crpRgp]: (_payload, context) => synchCrpRgp(loggedErpClient(erp, context), context),
  };
}
