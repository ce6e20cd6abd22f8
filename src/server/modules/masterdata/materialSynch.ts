import { sql } from 'kysely';
import { fromExcluded } from '../../db/upsert.ts';
import type { JobContext } from '../../outbox/jobs.ts';
import type { ErpClient, MaterialFilter } from '../integrations/index.ts';
import { ensureClient } from './ensureOwners.ts';
import { pullWithProgress } from './pullWithProgress.ts';
import { recordsUpdated } from './synchKinds.ts';

const refreshed = [
  'material_name', 'division', 'ph3', 'base_uom', 'non_fraction', 'rayon_type', 'client_code', 'distribution_channel',
  'blocked', 'principal_approval', 'type_prod', 'temperature',
] as const;

/** Pulls a material with its units from the ERP; units the ERP no longer has are removed. */
export async function synchMaterial(erp: ErpClient, filter: MaterialFilter, context: JobContext): Promise<string> {
  const answer = await pullWithProgress(context, () => erp.pullMaterials(filter));
  if (!answer.records.length) return answer.message;
  await context.db.transaction().execute(async (trx) => {
    for (const m of answer.records) {
      await ensureClient(trx, m.clientCode, m.clientName);
      await trx
        .insertInto('materials')
        .values({
          material_code: m.materialCode,
          material_name: m.materialName,
          division: m.division,
          ph3: m.ph3,
          base_uom: m.baseUom,
          non_fraction: m.nonFraction,
          rayon_type: m.rayonType,
          client_code: m.clientCode,
          distribution_channel: m.distributionChannel,
          blocked: m.blocked,
          principal_approval: m.principalApproval,
          type_prod: m.typeProd,
          temperature: m.temperature,
        })
        .onConflict((oc) => oc.column('material_code').doUpdateSet({ ...fromExcluded(refreshed), updated_at: sql`now()` }))
        .execute();
      await trx
        .insertInto('material_uoms')
        .values(m.uoms.map((u) => ({ material_code: m.materialCode, uom: u.uom, numerator: u.numerator, denumerator: u.denumerator, description: u.description })))
        .onConflict((oc) => oc.columns(['material_code', 'uom']).doUpdateSet({ ...fromExcluded(['numerator', 'denumerator', 'description'] as const), updated_at: sql`now()` }))
        .execute();
      await trx
        .deleteFrom('material_uoms')
        .where('material_code', '=', m.materialCode)
        .where('uom', 'not in', m.uoms.map((u) => u.uom))
        .execute();
    }
  });
  return `Material ${filter.material} synchronised: ${recordsUpdated(answer.records.length)}`;
}
