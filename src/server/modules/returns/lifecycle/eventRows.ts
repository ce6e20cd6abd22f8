import type { Insertable } from 'kysely';
import type { LifecycleEvent } from '../../../../../machines/returns/returnLifecycle.ts';
import type { Database } from '../../../db/database.ts';
import type { DB } from '../../../../../generated/database.ts';
import type { Principal } from '../../auth/index.ts';
import type { WorkflowColumns } from './rowMapping.ts';

/** An event row before it is stamped with its actor. */
export interface EventRow {
  returnId: number;
  lineId?: number | null;
  event: string;
  fromStep: string | null;
  toStep: string | null;
  status?: string | null;
  remark?: string | null;
}

/** Where a user made a decision (the desk's screen or the receiving dock) and, when earlier than it arrived, when. */
export interface MadeAt {
  channel: 'desk' | 'dock';
  at?: Date | null;
}

/**
 * Writes event rows (who, when, from, to): the audit trail and the lead times read them. `actor`
 * null is the system (an answer of an external service). Transitions write theirs through apply;
 * rows that record no transition (an assignment moved, a rejected line given back) come here.
 */
export async function record(trx: Database, actor: Principal | null, rows: readonly EventRow[], made?: MadeAt): Promise<void> {
  if (!rows.length) return;
  const values: Insertable<DB['return_events']>[] = rows.map((r) => ({
    return_id: r.returnId,
    return_detail_id: r.lineId ?? null,
    event: r.event,
    from_step: r.fromStep,
    to_step: r.toStep,
    status: r.status ?? null,
    user_id: actor?.userId ?? null,
    user_name: actor?.userName ?? 'SYSTEM',
    remark: r.remark ?? null,
    channel: made?.channel ?? null,
    made_at: made?.at ?? null,
  }));
  await trx.insertInto('return_events').values(values).execute();
}

interface Transition {
  returnId: number;
  event: LifecycleEvent;
  from: string | null;
  now: WorkflowColumns;
  remark: string | null;
  lineRemarks: Readonly<Record<string, string | null>>;
}

/**
 * The rows of a transition: a line event writes one row per line (with the line's decision as
 * its status), Chief Warehouse's save one per rejected line and one for the return, every other
 * event one row with the return's status after it (the sales order's for the ERP's answers).
 */
export function transitionRows(t: Transition): EventRow[] {
  const { event, from, now } = t;
  const line = (lineId: string, name: string, status: string): EventRow => ({
    returnId: t.returnId,
    lineId: Number(lineId),
    event: name,
    fromStep: from,
    toStep: from,
    status,
    remark: t.lineRemarks[lineId] ?? null,
  });
  const whole = (status: string | null): EventRow => ({
    returnId: t.returnId,
    event: event.type,
    fromStep: from,
    toStep: now.step_code,
    status,
    remark: t.remark,
  });
  switch (event.type) {
    case 'line.decide':
      return event.decisions.map((d) => line(d.lineId, 'line.decide', d.status));
    case 'warehouse.save':
      return [...event.rejectedLineIds.map((id) => line(id, 'line.reject', 'R')), whole(event.fpreStatus)];
    case 'salesOrder.created':
    case 'salesOrder.failed':
      return [whole(now.so_status)];
    default:
      return [whole(now.status)];
  }
}
