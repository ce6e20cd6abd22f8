import { transition } from 'xstate';
import { returnLifecycle, type LifecycleEvent } from '../../../../../machines/returns/returnLifecycle.ts';
import type { Database } from '../../../db/database.ts';
import type { Principal } from '../../auth/index.ts';
import type { StepColumns } from './columns.ts';
import { enterStep } from './enterStep.ts';
import { record, transitionRows, type MadeAt } from './eventRows.ts';
import { countReworkOf } from './linePaths.ts';
import { moveLines } from './lineSteps.ts';
import type { Loaded } from './load.ts';
import { observeTransition } from './observer.ts';
import { refusalOf } from './refusals.ts';
import type { Snapshot } from './rowMapping.ts';
import { store } from './store.ts';

/** What a transition writes besides the state: its remark, the step's own columns, the lines' remarks. */
export interface TransitionRecord {
  remark?: string | null;
  /** The remark of each line a line event decides or rejects, by line id. */
  lineRemarks?: Readonly<Record<string, string | null>>;
  /** The step's own columns; a function when they depend on where the machine took the return. */
  set?: StepColumns | ((after: Snapshot) => StepColumns);
  /** Where the deciders of a step entered find it (their e-mail's link). */
  publicUrl?: string;
  /** The refusal's wording, where the caller knows more than the event (a line's number). */
  refused?: string;
  /** Where and when the user made the decision, for the audit trail (the dock's, made offline, arrives later). */
  made?: MadeAt;
}

export interface Applied {
  snapshot: Snapshot;
  status: 'D' | 'W' | 'A' | 'R';
  statusReject: boolean;
  stepCode: string | null;
  version: number;
}

/** Refuses early, before a handler's own checks, an event the machine would refuse (409 naming why). */
export function assertAccepts(loaded: Loaded, event: LifecycleEvent, refused?: string): void {
  if (!loaded.snapshot.can(event)) throw refusalOf(loaded.row.ret_number, loaded.snapshot, event, refused);
}

const invoiced = (s: Snapshot) => s.matches({ completed: 'invoiced' });

/**
 * Asks the machine whether it takes `events` (in turn: the first print may hear at once that
 * delivery tracking is irrelevant) and refuses with a 409 naming why; stores the snapshot that
 * follows with a new version, writes the event rows (named after the first event), enters the
 * step it moved to, and moves the lines' steps and paths (lineSteps.ts, linePaths.ts). `actor`
 * null is the system. The one way a return's lifecycle moves.
 */
export async function apply(
  trx: Database,
  loaded: Loaded,
  events: LifecycleEvent | readonly LifecycleEvent[],
  actor: Principal | null,
  rec: TransitionRecord = {},
): Promise<Applied> {
  const { row, snapshot: before } = loaded;
  const list = ([] as LifecycleEvent[]).concat(events);
  const first = list[0]!;
  let after = before;
  for (const event of list) {
    if (!after.can(event)) throw refusalOf(row.ret_number, after, event, rec.refused);
    observeTransition(after, event);
    after = transition(returnLifecycle, after, event)[0];
  }
  const set = typeof rec.set === 'function' ? rec.set(after) : (rec.set ?? {});
  if (invoiced(after) !== Boolean(invoiced(before) || set.return_invoice_no))
    throw new Error(`The invoice number of return ${row.ret_number} comes with invoice.found, and only then.`);
  // Submitting ends the save of the draft, whose write moved the version already.
  const version = first.type === 'return.submit' ? row.version : row.version + 1;
  const lineRemarks = rec.lineRemarks ?? {};
  await moveLines(trx, row.return_id, before, after, new Date());
  for (const event of list) await countReworkOf(trx, row.return_id, event);
  const now = await store(trx, { returnId: row.return_id, before, after, version, set, actor, lineRemarks });
  const applied = { snapshot: after, status: now.status, statusReject: now.status_reject, stepCode: now.step_code, version };
  if (after.value === 'deleted') return applied;
  await record(
    trx,
    actor,
    transitionRows({ returnId: row.return_id, event: first, from: row.step_code, now, remark: rec.remark ?? null, lineRemarks }),
    rec.made,
  );
  await enterStep(trx, { event: first, return: row, from: row.step_code, step: now.step_code, status: now.status, actor, publicUrl: rec.publicUrl });
  return applied;
}
