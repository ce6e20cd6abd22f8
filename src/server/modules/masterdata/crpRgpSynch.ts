import { fromExcluded } from '../../db/upsert.ts';
import type { JobContext } from '../../outbox/jobs.ts';
import type { ErpClient } from '../integrations/index.ts';
import { ensureClient } from './ensureOwners.ts';
import { pullWithProgress } from './pullWithProgress.ts';
import { recordsUpdated } from './synchKinds.ts';

const refreshed = ['non_returnable', 'non_fraction', 'crp_before', 'crp_after', 'rgp_before', 'rgp_after', 'rgp_remark', 'status_crp'] as const;

/** Pulls every client's CRP/RGP setting from the ERP and stores them, one client at a time. */
export async function synchCrpRgp(erp: ErpClient, context: JobContext): Promise<string> {
  const answer = await pullWithProgress(context, () => erp.pullCrpRgpSettings(), 40);
  if (!answer.records.length) return answer.message;
  for (const [i, s] of answer.records.entries()) {
    await context.db.transaction().execute(async (trx) => {
      await ensureClient(trx, s.clientCode, s.clientName);
      await trx
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
        .onConflict((oc) => oc.column('client_code').doUpdateSet(fromExcluded(refreshed)))
        .execute();
    });
    await context.progress(40 + (60 * (i + 1)) / answer.records.length);
  }
  return `CRP/RGP settings synchronised: ${recordsUpdated(answer.records.length)}`;
}
