import { changedFromExcluded, fromExcluded } from '../../db/upsert.ts';
import type { JobContext, JobResult } from '../../outbox/jobs.ts';
import type { ErpClient, ErpPage } from '../integrations/index.ts';
import { pullWithProgress } from './pullWithProgress.ts';
import { synchronised } from './synchKinds.ts';

/**
 * Pulls the clients (principals) of the FPRE process and stores their names as the ERP has them
 * (docs/decisions.md, "client FPRE"); a client SAP no longer lists is kept, since materials,
 * returns and client users name it. Counts the clients inserted or renamed.
 */
export async function synchFpreClients(erp: ErpClient, page: ErpPage, context: JobContext): Promise<JobResult> {
  const answer = await pullWithProgress(context, () => erp.pullFpreClients(page));
  if (!answer.records.length) return { message: answer.message, rowsChanged: 0 };
  const written = await context.db
    .insertInto('clients')
    // One row per client (an upsert may not meet a row twice), the ERP's last word on it.
    .values([...new Map(answer.records.map((c) => [c.clientCode, { client_code: c.clientCode, client_name: c.clientName }])).values()])
    .onConflict((oc) =>
      oc
        .column('client_code')
        .doUpdateSet(fromExcluded(['client_name']))
        .where(changedFromExcluded('clients', ['client_name'])),
    )
    .returning('client_code')
    .execute();
  return synchronised('Clients (FPRE)', written.length);
}
