import { sql } from 'kysely';
import { changedFromExcluded, fromExcluded } from '../../db/upsert.ts';
import type { JobContext, JobResult } from '../../outbox/jobs.ts';
import type { CustomerFilter, ErpClient } from '../integrations/index.ts';
import { ensurePlant } from './ensureOwners.ts';
import { pullWithProgress } from './pullWithProgress.ts';
import { skippedRecords, storedAlone } from './skippedRecords.ts';
import { synchronised } from './synchKinds.ts';

const refreshed = [
  'customer_name',
  'blocked',
  'block_remark',
  'npwp',
  'tax_to_npwp',
  'distribution_channel',
  'sales_division',
  'sales_office',
  'plant_code',
  'street',
  'city',
  'customer_group1',
  'customer_group2',
  'customer_group3',
] as const;

/**
 * Pulls a customer from the ERP and stores it as the ERP has it (name, block, groups, plant);
 * counts the customers inserted or really changed. Only the customer asked for is written (a
 * gateway answering others is told in the message), and one the database refuses is skipped.
 */
export async function synchCustomer(erp: ErpClient, filter: CustomerFilter, context: JobContext): Promise<JobResult> {
  const answer = await pullWithProgress(context, () => erp.pullCustomers(filter));
  const skips = skippedRecords();
  const records = skips.asked(
    answer.records,
    (c) => c.customerCode === filter.customerCode,
    (c) => `customer ${c.customerCode}`,
  );
  if (!answer.records.length) return { message: answer.message, rowsChanged: 0 };
  const changed = await context.db.transaction().execute(async (trx) => {
    let rows = 0;
    for (const c of records) {
      const written = await storedAlone(trx, async () => {
        await ensurePlant(trx, c.plantCode, c.plantName);
        return trx
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
          .onConflict((oc) =>
            oc
              .column('customer_code')
              .doUpdateSet({ ...fromExcluded(refreshed), updated_at: sql`now()` })
              .where(changedFromExcluded('customers', refreshed)),
          )
          .returning('customer_code')
          .execute();
      });
      if (written.stored) rows += written.value.length;
      else skips.skip(`customer ${c.customerCode}`, written.reason);
    }
    return rows;
  });
  return skips.told(synchronised(`Customer ${filter.customerCode}`, changed));
}
