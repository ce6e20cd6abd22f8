import { sql } from 'kysely';
import type { Handlers } from '../../http/handlers.ts';
import { containing, noSpaces } from '../../db/textSearch.ts';
import { listPage } from '../../db/listPage.ts';
import { pageOf } from '../../http/paging.ts';
import { altUomsOf } from './invoiceLineFacts.ts';

/** The popups of a line's batch and material change on the With RTV edit screen (spec 001 §2.4). */
export const changeLookupHandlers: Pick<Handlers, 'searchBatches' | 'searchMaterialCodes'> = {
  async searchBatches(request) {
    const q = request.query;
    const page = pageOf(q);
    const batch = noSpaces(q.batch);
    const query = request.server.db
      .selectFrom('batches')
      .where('material_code', '=', q.itemCode.trim())
      .$if(Boolean(batch), (qb) => qb.where(sql`upper(batch)`, 'like', `${batch!.toUpperCase()}%`));
    const { rows, ...found } = await listPage(query, page, (filtered) => filtered.select(['material_code', 'batch', 'expiry_date', 'valid']).orderBy('expiry_date', 'desc').orderBy('batch'));
    return {
      ...found,
      data: rows.map((b) => ({ batchId: `${b.material_code}-${b.batch}`, itemCode: b.material_code, batch: b.batch, expDate: b.expiry_date, valid: b.valid })),
    };
  },

  async searchMaterialCodes(request) {
    const q = request.query;
    const page = pageOf(q);
    const { db } = request.server;
    const query = db
      .selectFrom('materials as m')
      .where('m.blocked', '=', false)
      .$if(Boolean(q.materialCode?.trim()), (qb) => qb.where('m.material_code', 'like', `${q.materialCode!.trim()}%`))
      .$if(Boolean(q.materialName?.trim()), (qb) => qb.where(sql`lower(m.material_name)`, 'like', containing(q.materialName!.trim())))
      .$if(Boolean(q.oldMaterialCode?.trim()), (qb) =>
        qb
          .where('m.client_code', '=', db.selectFrom('materials').select('client_code').where('material_code', '=', q.oldMaterialCode!.trim()))
          .where('m.material_code', '<>', q.oldMaterialCode!.trim()),
      );
    const { rows, ...found } = await listPage(query, page, (filtered) =>
      filtered
        .select(['m.material_code', 'm.material_name', 'm.distribution_channel', 'm.base_uom', 'm.client_code', altUomsOf(sql.ref('m.material_code')).as('alt_uoms')])
        .orderBy('m.material_code'),
    );
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
