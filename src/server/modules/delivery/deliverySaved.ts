import type { components } from '../../../../generated/api.d.ts';
import type { next, Stored } from '../approvals/lifecycleSnapshot.ts';
import { fareyeLabel } from './fareyeStatus.ts';

type Snapshot = NonNullable<ReturnType<typeof next>>;

/** The answer of a Chief Delivery action: where the return is now, as the list shows it. */
export function deliverySaved(
  message: string,
  r: { ret_number: string; first_print_date: Date | null; fareye_last_error?: string | null },
  after: Snapshot,
  saved: { now: Stored; version: number },
): components['schemas']['DeliverySaved'] {
  const c = after.context;
  return {
    status: 200,
    message,
    data: {
      retNumber: r.ret_number,
      status: saved.now.status,
      stepCode: saved.now.stepCode,
      version: saved.version,
      printStatus: c.printStatus,
      fpreStatus: c.fpreStatus,
      fpreUploaded: c.fpreUploaded,
      fareyeStatus: fareyeLabel(c.fareye, r.fareye_last_error ?? null),
      fareye: c.fareye,
      firstPrintDate: r.first_print_date?.toISOString() ?? null,
    },
  };
}
