import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { batchesOfMaterial, materialsForChange } from './lookupRepository.ts';

/** The popups of a line's batch and material change on the With RTV edit screen (spec 001 §2.4). */
export const changeLookupHandlers: Pick<Handlers, 'searchBatches' | 'searchMaterialCodes'> = {
  async searchBatches(request) {
    const q = request.query;
    const page = pageOf(q);
    const { rows, ...found } = await batchesOfMaterial(request.server.db, q, page);
    return {
      ...found,
      data: rows.map((b) => ({ batchId: `${b.material_code}-${b.batch}`, itemCode: b.material_code, batch: b.batch, expDate: b.expiry_date, valid: b.valid })),
    };
  },

  async searchMaterialCodes(request) {
    const q = request.query;
    const page = pageOf(q);
    const { rows, ...found } = await materialsForChange(request.server.db, q, page);
    return {
      ...found,
      data: rows.map((m) => ({
        materialCode: m.material_code,
        materialDescription: m.material_name,
        distributionChannel: m.distribution_channel,
        baseUOM: m.base_uom,
        clientCode: m.client_code,
        altUom: m.alt_uoms,
      })),
    };
  },
};
