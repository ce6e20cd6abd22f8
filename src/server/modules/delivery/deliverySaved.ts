import type { components } from '../../../../generated/api.d.ts';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../auth/index.ts';
import { sentSnapshotAfter, type Applied } from '../returns/index.ts';
import { fareyeLabel } from '../../../shared/returnStatus.ts';

/** The answer of a Chief Delivery action: where the return is now, as the list shows it. */
export async function deliverySaved(
  db: Database,
  user: Principal,
  message: string,
  r: { return_id: number; ret_number: string; first_print_date: Date | null; fareye_last_error?: string | null },
  now: Applied,
): Promise<components['schemas']['DeliverySaved']> {
  const c = now.snapshot.context;
  return {
    status: 200,
    message,
    data: {
      retNumber: r.ret_number,
      lifecycle: await sentSnapshotAfter(db, user, r.return_id, now.snapshot),
      status: now.status,
      stepCode: now.stepCode,
      version: now.version,
      printStatus: c.printStatus,
      fpreStatus: c.fpreStatus,
      fpreUploaded: c.fpreUploaded,
      fareyeStatus: fareyeLabel(c.fareye, r.fareye_last_error ?? null),
      fareye: c.fareye,
      firstPrintDate: r.first_print_date?.toISOString() ?? null,
    },
  };
}
