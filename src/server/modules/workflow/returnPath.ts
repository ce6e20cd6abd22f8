import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/problem.ts';
import type { Principal } from '../auth/index.ts';
import { actorFullName, scopedReturns, stateIdOf } from '../returns/index.ts';
import { stateOfStep } from '../../../../machines/returns/returnLifecycle.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

interface EventRow {
  event: string;
  from_step: string | null;
  to_step: string | null;
  status: string | null;
  user_name: string | null;
  remark: string | null;
  return_detail_id: number | null;
  created_at: Date;
}

/** The state a return is in after one of its whole-return event rows (the row keeps the status it left, the sales order's for the ERP's answers). */
function stateAfter(e: EventRow, statusReject: boolean): string | null {
  if (e.event === 'invoice.found') return 'completed.invoiced';
  if (e.event === 'salesOrder.created') return 'completed.salesOrderCreated';
  if (e.event === 'salesOrder.failed') return 'completed.salesOrderFailed';
  if (e.event === 'salesOrder.retry') return 'completed.awaitingSalesOrder';
  // Chief Warehouse's row keeps the FPRE's status: OK ends the chain, Not OK sends it back to Chief Delivery.
  if (e.event === 'warehouse.save')
    return e.to_step === 'END' ? (statusReject ? 'completedRejected' : 'completed.awaitingSalesOrder') : `inProgress.${stateOfStep.CD}`;
  if (e.status === 'D') return 'draft';
  if (e.status === 'R') return 'rejected';
  if (e.status === 'A' || e.to_step === 'END') return statusReject ? 'completedRejected' : 'completed.awaitingSalesOrder';
  const step = e.to_step as keyof typeof stateOfStep | null;
  return step && Object.hasOwn(stateOfStep, step) ? `inProgress.${stateOfStep[step]}` : null;
}

/**
 * One return's way through the lifecycle, for the chart: every event row in order (who, when,
 * what, remark), and the states it passed, each with when it entered and left and who moved it on.
 */
export async function returnPath(db: Database, user: Principal, retNumber: string) {
  const found = await scopedReturns(db, user)
    .select([
      'r.return_id',
      'r.ret_number',
      'r.created_at',
      'r.state_entered_at',
      'r.status',
      'r.status_reject',
      'r.step_code',
      'r.so_status',
      'r.return_invoice_no',
    ])
    .where('r.ret_number', '=', withoutSpaces(retNumber).toUpperCase())
    .executeTakeFirst();
  if (!found) throw notFound('No return with this number in your plants.');
  const events: EventRow[] = await db
    .selectFrom('return_events')
    .select([
      'event',
      'from_step',
      'to_step',
      'status',
      actorFullName('return_events.user_id', 'return_events.user_name').as('user_name'),
      'remark',
      'return_detail_id',
      'created_at',
    ])
    .where('return_id', '=', found.return_id)
    .orderBy('created_at')
    .orderBy('event_id')
    .execute();
  const states: { state: string; enteredAt: Date; leftAt: Date | null; movedOnBy: string | null }[] = [
    { state: 'draft', enteredAt: found.created_at, leftAt: null, movedOnBy: null },
  ];
  for (const e of events.filter((row) => row.return_detail_id === null)) {
    const state = stateAfter(e, found.status_reject);
    const current = states.at(-1)!;
    if (!state || state === current.state) continue;
    current.leftAt = e.created_at;
    current.movedOnBy = e.user_name;
    states.push({ state, enteredAt: e.created_at, leftAt: null, movedOnBy: null });
  }
  // The stored state is the truth: a path read from the rows ends where the return is.
  const now = stateIdOf(found);
  if (states.at(-1)!.state !== now) {
    states.at(-1)!.leftAt = found.state_entered_at;
    states.push({ state: now, enteredAt: found.state_entered_at, leftAt: null, movedOnBy: null });
  }
  return {
    retNumber: found.ret_number,
    state: now,
    states: states.map((s) => ({
      state: s.state,
      enteredAt: s.enteredAt.toISOString(),
      leftAt: s.leftAt?.toISOString() ?? null,
      seconds: Math.round(((s.leftAt ?? new Date()).getTime() - s.enteredAt.getTime()) / 1000),
      movedOnBy: s.movedOnBy,
    })),
    events: events.map((e) => ({
      event: e.event,
      fromStep: e.from_step,
      toStep: e.to_step,
      status: e.status,
      userName: e.user_name,
      remark: e.remark,
      lineId: e.return_detail_id,
      at: e.created_at.toISOString(),
    })),
  };
}
