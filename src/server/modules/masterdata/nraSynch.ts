import type { JobContext, JobResult } from '../../outbox/jobs.ts';
import type { ErpClient, NraFilter, NraVariant } from '../integrations/index.ts';
import { ensureClient } from './ensureOwners.ts';
import { pullWithProgress } from './pullWithProgress.ts';
import { narrowingPairs, replaceRuleSet, wholeAnswer, withinScope } from './ruleSet.ts';
import { skippedRecords } from './skippedRecords.ts';
import { synchronised } from './synchKinds.ts';

const columns = ['variant', 'client_code', 'customer_code', 'material_code', 'ph3', 'customer_group2'] as const;

/** The product's rules of the variant that the i_ filters cover: those the ERP's answer replaces. */
const scopeOf = (variant: NraVariant, f: NraFilter) =>
  narrowingPairs([
    ['variant', variant],
    ['client_code', f.principal],
    ['customer_code', f.customer],
    ['material_code', f.material],
    ['ph3', f.ph3],
    ['customer_group2', f.custGroup2],
  ]);

/**
 * Pulls the NRA rules of one variant within the i_ filters and makes the product's rules of that
 * variant within them the ERP's (a rule the ERP no longer has is removed when the answer is
 * whole, not a page); a client the product lacks arrives with its rule. Counts the rules inserted
 * and removed: a rule is all of its fields, so nothing of one changes in place.
 */
export async function synchNraRules(erp: ErpClient, variant: NraVariant, filter: NraFilter, context: JobContext): Promise<JobResult> {
  const answer = await pullWithProgress(context, () => erp.pullNraRules(variant, filter));
  const rows = answer.records.map((r) => ({
    variant: r.variant,
    client_code: r.clientCode,
    customer_code: r.customerCode,
    material_code: r.materialCode,
    ph3: r.ph3,
    customer_group2: r.customerGroup2,
  }));
  // Only rules of the variant within the filters: one outside them would stay for ever, since a later pull replaces only its own scope.
  const skips = skippedRecords();
  const rules = skips.asked(rows, withinScope(scopeOf(variant, filter)), (r) => `${r.variant} rule of client ${r.client_code}`);
  const asked = answer.records.filter((r) => rules.some((rule) => rule.client_code === r.clientCode));
  const { inserted, removed } = await context.db.transaction().execute(async (trx) => {
    const clients = new Map(asked.map((r) => [r.clientCode, r.clientName]));
    for (const [code, name] of clients) await ensureClient(trx, code, name);
    return replaceRuleSet(trx, 'nra_rules', columns, scopeOf(variant, filter), rules, wholeAnswer(filter, answer.records.length));
  });
  if (!answer.records.length) {
    const message = removed ? `${answer.message}; ${removed} ${removed === 1 ? 'rule' : 'rules'} removed.` : answer.message;
    return { message, rowsChanged: removed };
  }
  return skips.told(synchronised(`${variant} rules`, inserted + removed));
}
