import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../../generated/database.ts';
import { changedFromExcluded, fromExcluded } from '../../db/upsert.ts';
import type { JobContext, JobResult } from '../../outbox/jobs.ts';
import type { ErpClient, ErpMaterial, MaterialFilter } from '../integrations/index.ts';
import { ensureClient } from './ensureOwners.ts';
import { pullWithProgress } from './pullWithProgress.ts';
import { skippedRecords, storedAlone, withinFilter } from './skippedRecords.ts';
import { synchronised } from './synchKinds.ts';

const refreshed = [
  'material_name',
  'division',
  'ph3',
  'base_uom',
  'non_fraction',
  'rayon_type',
  'client_code',
  'distribution_channel',
  'blocked',
  'principal_approval',
  'type_prod',
  'temperature',
] as const;
const refreshedUom = ['numerator', 'denumerator', 'description'] as const;

/** Writes one material and its units; whether anything of it was inserted, changed or removed. */
async function storeMaterial(trx: Transaction<DB>, m: ErpMaterial): Promise<boolean> {
  await ensureClient(trx, m.clientCode, m.clientName);
  const row = await trx
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
    .onConflict((oc) =>
      oc
        .column('material_code')
        .doUpdateSet({ ...fromExcluded(refreshed), updated_at: sql`now()` })
        .where(changedFromExcluded('materials', refreshed)),
    )
    .returning('material_code')
    .execute();
  // The contract gives every material one unit at least (its base unit).
  const units = await trx
    .insertInto('material_uoms')
    .values(m.uoms.map((u) => ({ material_code: m.materialCode, uom: u.uom, numerator: u.numerator, denumerator: u.denumerator, description: u.description })))
    .onConflict((oc) =>
      oc
        .columns(['material_code', 'uom'])
        .doUpdateSet({ ...fromExcluded(refreshedUom), updated_at: sql`now()` })
        .where(changedFromExcluded('material_uoms', refreshedUom)),
    )
    .returning('uom')
    .execute();
  const removed = await trx
    .deleteFrom('material_uoms')
    .where('material_code', '=', m.materialCode)
    .where(
      'uom',
      'not in',
      m.uoms.map((u) => u.uom),
    )
    .executeTakeFirst();
  return row.length > 0 || units.length > 0 || Number(removed.numDeletedRows) > 0;
}

/**
 * Pulls a material with its units from the ERP; units the ERP no longer has are removed. A
 * material counts as changed when its row or any of its units was inserted, changed or removed.
 * Only the material asked for is written (others are told in the message), and one the
 * database refuses is skipped with the reason.
 */
export async function synchMaterial(erp: ErpClient, filter: MaterialFilter, context: JobContext): Promise<JobResult> {
  const answer = await pullWithProgress(context, () => erp.pullMaterials(filter));
  if (!answer.records.length) return { message: answer.message, rowsChanged: 0 };
  const skips = skippedRecords();
  const records = skips.asked(
    answer.records,
    (m) =>
      withinFilter([
        [filter.material, m.materialCode],
        [filter.distChannel, m.distributionChannel],
      ]),
    (m) => `material ${m.materialCode}`,
  );
  const changed = await context.db.transaction().execute(async (trx) => {
    let materials = 0;
    for (const m of records) {
      const written = await storedAlone(trx, () => storeMaterial(trx, m));
      if (!written.stored) skips.skip(`material ${m.materialCode}`, written.reason);
      else if (written.value) materials++;
    }
    return materials;
  });
  return skips.told(synchronised(`Material ${filter.material}`, changed));
}
