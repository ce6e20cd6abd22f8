import { sql } from 'kysely';
import { fromExcluded } from '../../db/upsert.ts';
import type { JobContext } from '../../outbox/jobs.ts';
import type { CustomerFilter, ErpClient } from '../integrations/index.ts';
import { ensurePlant } from './ensureOwners.ts';
import { pullWithProgress } from './pullWithProgress.ts';
import { recordsUpdated } from './synchKinds.ts';

const refreshed = [
  'customer_name', 'blocked', 'block_remark', 'npwp', 'tax_to_npwp', 'distribution_channel', 'sales_division',
  'sales_office', 'plant_code', 'street', 'city', 'customer_group1', 'customer_group2', 'customer_group3',
] as const;

/** Pulls a customer from the ERP and stores it as the ERP has it (name, block, groups, plant). */
export async function synchCustomer(erp: ErpClient, filter: CustomerFilter, context: JobContext): Promise<string> {
  const answer = await pullWithProgress(context, () => erp.pullCustomers(filter));
  if (!answer.records.length) return answer.message;
  await context.db.transaction().execute(async (trx) => {
    for (const c of answer.records) {
      await ensurePlant(trx, c.plantCode, c.plantName);
      await trx
        .insertInto('customers')
        .values({
          customer_code: c.customerCode,
          customer_name: c.customerName,
          blocked: c.blocked,
          block_remark: c.blockRemark,
          npwp: c.npwp,
          tax_to_npwp: c.taxToNpwp,
          distribution_channel: c.distributionChannel,
          sales_division: c.salesDivision,
          sales_office: c.salesOffice,
          plant_code: c.plantCode,
          street: c.street,
          city: c.city,
          customer_group1: c.customerGroup1,
          customer_group2: c.customerGroup2,
          customer_group3: c.customerGroup3,
        })
        .onConflict((oc) => oc.column('customer_code').doUpdateSet({ ...fromExcluded(refreshed), updated_at: sql`now()` }))
        .execute();
    }
  });
  return `Customer ${filter.customerCode} synchronised: ${recordsUpdated(answer.records.length)}`;
}
