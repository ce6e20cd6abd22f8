import { returnLifecycle, stateOfStep, type LifecycleContext, type LineDecisionStep } from '../../../../../machines/returns/returnLifecycle.ts';
import type { StepCode } from '../../../../../machines/returns/route.ts';

/**
 * The one mapping each way between a lifecycle snapshot and the rows that keep it (pure; the
 * property test in tests/unit/lifecycleRows.test.ts proves the round trip for every reachable
 * snapshot). The return row keeps the state and the context's flags; its lines keep whether they
 * are still active (approval_status R when not) and their decisions (return_decisions).
 */

export type Snapshot = ReturnType<typeof returnLifecycle.resolveState>;

/** The columns of `returns` a snapshot decides; only the lifecycle module writes them. */
export interface WorkflowColumns {
  status: 'D' | 'W' | 'A' | 'R';
  status_reject: boolean;
  step_code: string | null;
  approved_by_anyone: boolean;
  print_status: 'Y' | 'N';
  fpre_status: 'W' | 'A' | 'R';
  fpre_uploaded: boolean;
  fareye_status: LifecycleContext['fareye'];
  so_status: 'PENDING' | 'SUCCESS' | 'FAILED' | null;
}

/** What the rebuild reads from the return row: its workflow columns, the route, and whether the ERP gave the invoice. */
export interface StoredState extends WorkflowColumns {
  route: string[];
  return_invoice_no: string | null;
}

/** A line as its rows keep it. */
export interface StoredLine {
  lineId: string;
  approval_status: 'A' | 'R' | null;
  decisions: Partial<Record<LineDecisionStep, 'A' | 'R'>>;
}

const stepOfState = Object.fromEntries(Object.entries(stateOfStep).map(([step, state]) => [state, step])) as Record<string, StepCode | 'QACLIENT'>;

function salesOrderState(r: StoredState) {
  if (r.so_status === 'FAILED') return 'salesOrderFailed';
  if (r.so_status === 'SUCCESS') return r.return_invoice_no ? 'invoiced' : 'salesOrderCreated';
  return 'awaitingSalesOrder';
}

/** The state value a stored return is in; the row must be consistent (consistency.ts). */
function valueOf(r: StoredState) {
  if (r.status === 'D') return 'draft';
  if (r.status === 'R') return 'rejected';
  if (r.status === 'A') return r.status_reject ? 'completedRejected' : { completed: salesOrderState(r) };
  return { inProgress: stateOfStep[r.step_code as StepCode | 'QACLIENT'] };
}

/** The state a stored return is in, as the chart names it (`inProgress.sales`, `completed.invoiced`). */
export function stateIdOf(r: Pick<StoredState, 'status' | 'status_reject' | 'step_code' | 'so_status' | 'return_invoice_no'>): string {
  const value = valueOf(r as StoredState);
  if (typeof value === 'string') return value;
  const [parent, child] = Object.entries(value)[0]!;
  return `${parent}.${child}`;
}

/** What a return stored in a named state holds in its columns: the inverse of stateIdOf, to find the returns in a state. */
export type StoredStateOf = Pick<StoredState, 'status' | 'status_reject' | 'step_code'> & {
  so_status: StoredState['so_status'] | 'NONE';
  invoiced: boolean | null;
};

const salesOrderColumns: Record<string, Pick<StoredStateOf, 'so_status' | 'invoiced'>> = {
  // Awaiting its sales order: the job is pending, or none was asked yet (no line kept).
  awaitingSalesOrder: { so_status: 'NONE', invoiced: null },
  salesOrderFailed: { so_status: 'FAILED', invoiced: null },
  salesOrderCreated: { so_status: 'SUCCESS', invoiced: false },
  invoiced: { so_status: 'SUCCESS', invoiced: true },
};

/** The columns of the returns in `stateId` (`inProgress.sales`, `completed.invoiced`), or null for a name no stored return is in. */
export function storedStateOf(stateId: string): StoredStateOf | null {
  const [parent, child] = stateId.split('.') as [string, string | undefined];
  const plain = { status_reject: false, step_code: null, so_status: null, invoiced: null } as const;
  if (child === undefined) {
    if (stateId === 'draft') return { ...plain, status: 'D' };
    if (stateId === 'rejected') return { ...plain, status: 'R' };
    if (stateId === 'completedRejected') return { ...plain, status: 'A', status_reject: true, step_code: 'END' };
    return null;
  }
  if (parent === 'inProgress' && Object.hasOwn(stepOfState, child)) return { ...plain, status: 'W', step_code: stepOfState[child]! };
  if (parent === 'completed' && Object.hasOwn(salesOrderColumns, child)) return { ...plain, status: 'A', step_code: 'END', ...salesOrderColumns[child]! };
  return null;
}

/** The snapshot a consistent row and its lines keep. */
export function rebuild(r: StoredState, lines: readonly StoredLine[]): Snapshot {
  const context: LifecycleContext = {
    route: r.route as StepCode[],
    lines: Object.fromEntries(lines.map((l) => [l.lineId, { active: l.approval_status !== 'R', decisions: { ...l.decisions } }])),
    approvedByAnyone: r.approved_by_anyone,
    printStatus: r.print_status,
    fpreStatus: r.fpre_status,
    fpreUploaded: r.fpre_uploaded,
    fareye: r.fareye_status,
  };
  return returnLifecycle.resolveState({ value: valueOf(r), context });
}

const salesOrderStatus = { awaitingSalesOrder: 'PENDING', salesOrderFailed: 'FAILED', salesOrderCreated: 'SUCCESS', invoiced: 'SUCCESS' } as const;

function stateColumnsOf(value: Snapshot['value']): Pick<WorkflowColumns, 'status' | 'status_reject' | 'step_code' | 'so_status'> {
  if (value === 'draft' || value === 'deleted') return { status: 'D', status_reject: false, step_code: null, so_status: null };
  if (value === 'rejected') return { status: 'R', status_reject: false, step_code: null, so_status: null };
  if (value === 'completedRejected') return { status: 'A', status_reject: true, step_code: 'END', so_status: null };
  if ('completed' in value) return { status: 'A', status_reject: false, step_code: 'END', so_status: salesOrderStatus[value.completed] };
  return { status: 'W', status_reject: false, step_code: stepOfState[value.inProgress]!, so_status: null };
}

/** How a snapshot is stored on its return row (a deleted draft has no row: the caller deletes it). */
export function columnsOf(snapshot: Snapshot): WorkflowColumns {
  const c = snapshot.context;
  return {
    ...stateColumnsOf(snapshot.value),
    approved_by_anyone: c.approvedByAnyone,
    print_status: c.printStatus,
    fpre_status: c.fpreStatus,
    fpre_uploaded: c.fpreUploaded,
    fareye_status: c.fareye,
  };
}

/** What the lines' rows must gain to keep `after` where they kept `before`: decisions taken and lines dropped out. */
export function lineChanges(before: Snapshot, after: Snapshot) {
  const decided: { lineId: string; step: LineDecisionStep; status: 'A' | 'R' }[] = [];
  const droppedOut: string[] = [];
  for (const [lineId, line] of Object.entries(after.context.lines)) {
    const was = before.context.lines[lineId];
    if (!line.active && was?.active !== false) droppedOut.push(lineId);
    for (const [step, status] of Object.entries(line.decisions) as [LineDecisionStep, 'A' | 'R'][]) {
      if (!was?.decisions[step]) decided.push({ lineId, step, status });
    }
  }
  return { decided, droppedOut };
}

/**
 * A snapshot as the API sends it (`LifecycleSnapshot` of openapi.yaml): the browser resolves it
 * with the same machine. The lines named hidden are left out, decisions and all (sentSnapshot.ts
 * says which a user may not see).
 */
export function sentSnapshot(snapshot: Snapshot, hidden: ReadonlySet<string>) {
  const lines = hidden.size ? Object.fromEntries(Object.entries(snapshot.context.lines).filter(([id]) => !hidden.has(id))) : snapshot.context.lines;
  return { value: snapshot.value, context: { ...snapshot.context, lines } };
}

export type SentSnapshot = ReturnType<typeof sentSnapshot>;
