import { changedFromExcluded, fromExcluded } from '../../db/upsert.ts';
import type { JobContext, JobResult } from '../../outbox/jobs.ts';
import type { ErpClient, ErpPage } from '../integrations/index.ts';
import { ensureClient } from './ensureOwners.ts';
import { pullWithProgress } from './pullWithProgress.ts';
import { skippedRecords, storedAlone } from './skippedRecords.ts';
import { synchronised } from './synchKinds.ts';

const refreshed = ['non_returnable', 'non_fraction', 'crp_before', 'crp_after', 'rgp_before', 'rgp_after', 'rgp_remark', 'status_crp'] as const;

/** Pulls every client's CRP/RGP setting from the ERP and stores them, one client at a time; counts the settings inserted or really changed. */
export async function synchCrpRgp(erp: ErpClient, page: ErpPage, context: JobContext): Promise<JobResult> {
  const answer = await pullWithProgress(context, () => erp.pullCrpRgpSettings(page), 40);
  if (!answer.records.length) return { message: answer.message, rowsChanged: 0 };
  let changed = 0;
  const skips = skippedRecords();
  for (const [i, s] of answer.records.entries()) {
    const written = await context.db.transaction().execute((trx) =>
      storedAlone(trx, async () => {
        await ensureClient(trx, s.clientCode, s.clientName);
        return trx
          .insertInto('crp_settings')
          .values({
            client_code: s.clientCode,
            non_returnable: s.nonReturnable,
            non_fraction: s.nonFraction,
            crp_before: s.crpBefore,
            crp_after: s.crpAfter,
            rgp_before: s.rgpBefore,
            rgp_after: s.rgpAfter,
            rgp_remark: s.rgpRemark,
            status_crp: s.statusCrp,
          })
          .onConflict((oc) => oc.column('client_code').doUpdateSet(fromExcluded(refreshed)).where(changedFromExcluded('crp_settings', refreshed)))
          .returning('client_code')
          .execute();
      }),
    );
    if (written.stored) changed += written.value.length;
    else skips.skip(`CRP/RGP setting of client ${s.clientCode}`, written.reason);
    await context.progress(40 + (60 * (i + 1)) / answer.records.length);
  }
  return skips.told(synchronised('CRP/RGP settings', changed));
}
