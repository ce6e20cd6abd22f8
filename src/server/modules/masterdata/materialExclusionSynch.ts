import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { JobContext } from '../../outbox/jobs.ts';
import type { ErpClient, MaterialExclusionFilter } from '../integrations/index.ts';
import { pullWithProgress } from './pullWithProgress.ts';
import { recordsUpdated } from './synchKinds.ts';

/** The exclusions of the product that the filter covers: those the ERP's answer replaces. */
function coveredBy(trx: Transaction<DB>, f: MaterialExclusionFilter) {
  const narrowing = [
    ['sales_org', f.salesOrg],
    ['customer_code', f.customer],
    ['batch', f.batch],
    ['plant_code', f.plant],
    ['ic4', f.ic4],
    ['doc_cat', f.docCat],
    ['cg1', f.cg1],
  ] as const;
  let query = trx.deleteFrom('material_exclusions').where('material_code', '=', f.material);
  for (const [column, value] of narrowing) if (value) query = query.where(column, '=', value);
  return query;
}

/**
 * Pulls the exclusions of a material (narrowed by the other P_ filters) and makes the product's
 * exclusions within that filter equal to the ERP's: the ERP is the master of exclusions, so one
 * it no longer has is removed.
 */
export async function synchMaterialExclusion(erp: ErpClient, filter: MaterialExclusionFilter, context: JobContext): Promise<string> {
  const answer = await pullWithProgress(context, () => erp.pullMaterialExclusions(filter));
  const known = await context.db.selectFrom('materials').select('material_code').where('material_code', '=', filter.material).executeTakeFirst();
  if (!known) {
    return answer.records.length ? `Material ${filter.material} is not in the master data yet: synchronise the material first.` : answer.message;
  }
  const removed = await context.db.transaction().execute(async (trx) => {
    const deleted = await coveredBy(trx, filter).executeTakeFirst();
    if (answer.records.length) {
      await trx
        .insertInto('material_exclusions')
        .values(
          answer.records.map((e) => ({
            material_code: e.materialCode,
            sales_org: e.salesOrg,
            customer_code: e.customerCode,
            batch: e.batch,
            plant_code: e.plantCode,
            ic4: e.ic4,
            doc_cat: e.docCat,
            cg1: e.cg1,
          })),
        )
        .execute();
    }
    return Number(deleted.numDeletedRows);
  });
  if (!answer.records.length) {
    return removed ? `${answer.message}; ${removed} ${removed === 1 ? 'exclusion' : 'exclusions'} removed.` : answer.message;
  }
  return `Material exclusions of ${filter.material} synchronised: ${recordsUpdated(answer.records.length)}`;
}
