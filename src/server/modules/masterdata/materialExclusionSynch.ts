import type { JobContext, JobResult } from '../../outbox/jobs.ts';
import type { ErpClient, MaterialExclusionFilter } from '../integrations/index.ts';
import { pullWithProgress } from './pullWithProgress.ts';
import { narrowingPairs, replaceRuleSet, wholeAnswer, withinScope } from './ruleSet.ts';
import { skippedRecords } from './skippedRecords.ts';
import { synchronised } from './synchKinds.ts';

const columns = ['material_code', 'sales_org', 'customer_code', 'batch', 'plant_code', 'ic4', 'doc_cat', 'cg1'] as const;

/** The exclusions of the product that the filter covers: those the ERP's answer replaces. */
const scopeOf = (f: MaterialExclusionFilter) =>
  narrowingPairs([
    ['material_code', f.material],
    ['sales_org', f.salesOrg],
    ['customer_code', f.customer],
    ['batch', f.batch],
    ['plant_code', f.plant],
    ['ic4', f.ic4],
    ['doc_cat', f.docCat],
    ['cg1', f.cg1],
  ]);

/**
 * Pulls the exclusions of a material (narrowed by the other P_ filters) and makes the product's
 * exclusions within that filter equal to the ERP's: the ERP is the master of exclusions, so one
 * it no longer has is removed (only when the answer is whole, not a page). Counts the exclusions
 * inserted and removed; an exclusion has no key of its own, so a changed one is one of each.
 */
export async function synchMaterialExclusion(erp: ErpClient, filter: MaterialExclusionFilter, context: JobContext): Promise<JobResult> {
  const answer = await pullWithProgress(context, () => erp.pullMaterialExclusions(filter));
  const known = await context.db.selectFrom('materials').select('material_code').where('material_code', '=', filter.material).executeTakeFirst();
  if (!known) {
    const message = answer.records.length ? `Material ${filter.material} is not in the master data yet: synchronise the material first.` : answer.message;
    return { message, rowsChanged: 0 };
  }
  const rows = answer.records.map((e) => ({
    material_code: e.materialCode,
    sales_org: e.salesOrg,
    customer_code: e.customerCode,
    batch: e.batch,
    plant_code: e.plantCode,
    ic4: e.ic4,
    doc_cat: e.docCat,
    cg1: e.cg1,
  }));
  // Only exclusions within the filter: one outside it would stay for ever, since a later pull replaces only its own filter's.
  const skips = skippedRecords();
  const rules = skips.asked(
    rows,
    withinScope(scopeOf(filter)),
    (e) => `exclusion of material ${e.material_code}${e.customer_code ? ` for customer ${e.customer_code}` : ''}`,
  );
  const { inserted, removed } = await context.db
    .transaction()
    .execute((trx) => replaceRuleSet(trx, 'material_exclusions', columns, scopeOf(filter), rules, wholeAnswer(filter, answer.records.length)));
  if (!answer.records.length) {
    const message = removed ? `${answer.message}; ${removed} ${removed === 1 ? 'exclusion' : 'exclusions'} removed.` : answer.message;
    return { message, rowsChanged: removed };
  }
  return skips.told(synchronised(`Material exclusions of ${filter.material}`, inserted + removed));
}
