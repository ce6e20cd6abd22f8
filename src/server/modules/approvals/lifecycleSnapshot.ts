import { initialTransition, transition } from 'xstate';
import { returnLifecycle, stateOfStep, type LifecycleContext, type LifecycleEvent } from '../../../../machines/returns/returnLifecycle.ts';
import type { StepCode } from '../../../../machines/returns/route.ts';
import type { Database } from '../../db/database.ts';

type Snapshot = ReturnType<typeof returnLifecycle.resolveState>;

export interface StoredReturn {
  return_id: number;
  ret_number: string;
  status: 'D' | 'W' | 'A' | 'R';
  status_reject: boolean;
  step_code: string | null;
  route: string[];
  version: number;
  approved_by_anyone: boolean;
  print_status: 'Y' | 'N';
  fpre_status: 'W' | 'A' | 'R';
  fpre_uploaded: boolean;
  fareye_status: LifecycleContext['fareye'];
  so_status: 'PENDING' | 'SUCCESS' | 'FAILED' | null;
  return_invoice_no: string | null;
}

const stepOfState = Object.fromEntries(Object.entries(stateOfStep).map(([step, state]) => [state, step])) as Record<string, StepCode | 'QACLIENT'>;

function salesOrderState(r: StoredReturn) {
  if (r.so_status === 'FAILED') return 'salesOrderFailed';
  if (r.so_status === 'SUCCESS') return r.return_invoice_no ? 'invoiced' : 'salesOrderCreated';
  return 'awaitingSalesOrder';
}

/** The state value a stored return is in. */
function valueOf(r: StoredReturn) {
  if (r.status === 'D') return 'draft';
  if (r.status === 'R') return 'rejected';
  if (r.status === 'A') return r.status_reject ? 'completedRejected' : { completed: salesOrderState(r) };
  return { inProgress: stateOfStep[r.step_code as StepCode | 'QACLIENT'] };
}

/**
 * The lifecycle snapshot of a stored return, rebuilt from its row, its lines and their decisions:
 * what the machine judges the next event against.
 */
export async function snapshotOf(trx: Database, r: StoredReturn): Promise<Snapshot> {
  const lines = await trx.selectFrom('return_items').select(['return_detail_id', 'approval_status']).where('return_id', '=', r.return_id).execute();
  const decisions = await trx.selectFrom('return_decisions').select(['return_detail_id', 'step_code', 'status']).where('return_id', '=', r.return_id).execute();
  const context: LifecycleContext = {
    route: r.route as StepCode[],
    lines: Object.fromEntries(
      lines.map((l) => [
        String(l.return_detail_id),
        {
          active: l.approval_status !== 'R',
          decisions: Object.fromEntries(decisions.filter((d) => d.return_detail_id === l.return_detail_id).map((d) => [d.step_code, d.status])),
        },
      ]),
    ),
    approvedByAnyone: r.approved_by_anyone,
    printStatus: r.print_status,
    fpreStatus: r.fpre_status,
    fpreUploaded: r.fpre_uploaded,
    fareye: r.fareye_status,
  };
  return returnLifecycle.resolveState({ value: valueOf(r), context });
}

export interface Stored {
  status: 'D' | 'W' | 'A' | 'R';
  statusReject: boolean;
  stepCode: string | null;
}

/** How a snapshot is stored on the return row. */
export function storedOf(snapshot: Snapshot): Stored {
  const value = snapshot.value as string | Record<string, string>;
  if (value === 'draft') return { status: 'D', statusReject: false, stepCode: null };
  if (value === 'rejected') return { status: 'R', statusReject: false, stepCode: null };
  if (value === 'completedRejected') return { status: 'A', statusReject: true, stepCode: 'END' };
  if (typeof value === 'object' && 'completed' in value) return { status: 'A', statusReject: false, stepCode: 'END' };
  return { status: 'W', statusReject: false, stepCode: stepOfState[(value as { inProgress: string }).inProgress]! };
}

/** The snapshot after `event`, or null when the lifecycle refuses it. */
export function next(snapshot: Snapshot, event: LifecycleEvent): Snapshot | null {
  if (!snapshot.can(event)) return null;
  return transition(returnLifecycle, snapshot, event)[0];
}


/** The step a return enters when submitted: the lifecycle's answer to return.submit. */
export function submittedStep(route: StepCode[], lineCount: number): string {
  const [draft] = initialTransition(returnLifecycle, { route, lineIds: Array.from({ length: lineCount }, (_, i) => String(i)) });
  const submitted = next(draft, { type: 'return.submit' });
  if (!submitted) throw new Error(`The lifecycle takes no return with route ${route.join(',')}`);
  return storedOf(submitted).stepCode!;
}
