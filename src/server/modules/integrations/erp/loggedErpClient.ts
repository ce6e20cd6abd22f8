import { erpOperations } from '../../../../../generated/erpOperations.ts';
import type { JobContext } from '../../../outbox/jobs.ts';
import type { ErpClient } from './erpClient.ts';
import { aroundEveryOperation } from './aroundEveryOperation.ts';

/** The same ERP, with every call written to api_log against the outbox row that made it: its contract operation, method and address. */
export function loggedErpClient(erp: ErpClient, context: Pick<JobContext, 'call'>): ErpClient {
  return aroundEveryOperation(erp, ({ operation, request, run }) => {
    const { method, path } = erpOperations[operation];
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(request[name] ?? '')));
    return context.call({ system: 'ERP', operation, method, url: `${erp.baseUrl}${filled}`, request }, run);
  });
}
