import type { OutboxWorkerOptions } from './outbox/worker.ts';
import type { ErpClient } from './modules/integrations/erp/erpClient.ts';
import type { FareyeClient } from './modules/integrations/fareye/fareyeClient.ts';
import { mailJobHandlers, type MailTransport } from './modules/integrations/index.ts';
import { synchJobHandlers } from './modules/masterdata/synchJobs.ts';
import { returnInvoiceJobHandlers } from './modules/warehouse/returnInvoice.ts';
import { salesOrderJobHandlers } from './modules/warehouse/salesOrderJob.ts';
import { deliveryJobHandlers } from './modules/delivery/fareyeJob.ts';
import { serviceLevelJobHandlers } from './modules/workflow/index.ts';
import { securityEventJobHandlers } from './modules/security/index.ts';

/** Every outbox kind the worker can deliver, by kind (beside handlers.ts, its counterpart for HTTP). */
export function jobHandlers(services: { erp: ErpClient; fareye: FareyeClient; mail: MailTransport; publicUrl: string }): OutboxWorkerOptions['handlers'] {
  return {
    ...mailJobHandlers(services.mail),
    ...synchJobHandlers(services.erp),
    ...salesOrderJobHandlers(services.erp),
    ...returnInvoiceJobHandlers(services.erp),
    ...deliveryJobHandlers(services.fareye),
    ...serviceLevelJobHandlers(services.publicUrl),
    ...securityEventJobHandlers,
  };
}
