import { sql } from 'kysely';
import { afterRejection, finalSteps, lineStepOf, rejectedLineWaits, stateNameOf, type ProcessStep } from '../../../../../machines/returns/processSteps.ts';
import type { Database } from '../../../db/database.ts';
import { extendPaths, startPaths } from './linePaths.ts';
import type { Snapshot } from './rowMapping.ts';

/** Whether a line entering `step` from `from` stays there (waits) or ends there. */
const waitsAt = (step: ProcessStep, from: ProcessStep) => !finalSteps.includes(step) && (step !== 'REJECTED' || rejectedLineWaits(from));

/**
 * Keeps each line's steps (line_steps, migration 0028) and its path (linePaths.ts) with a
 * transition: every line whose step the machine moved (machines/returns/processSteps.ts
 * `lineStepOf`: its return's step, or REJECTED once it dropped out) leaves its open row for the
 * new step, entered at `at`. A draft's lines get their NEW row at submission (or deletion), since
 * their registration; a step a line ends at is written closed. Called by apply, the lifecycle's one writer, before the state is
 * stored (a deleted draft's rows go with it).
 */
export async function moveLines(trx: Database, returnId: number, before: Snapshot, after: Snapshot, at: Date): Promise<void> {
  const from = stateNameOf(before.value);
  const to = stateNameOf(after.value);
  const moves = new Map<string, { from: ProcessStep; to: ProcessStep; lineIds: number[] }>();
  for (const lineId of Object.keys(after.context.lines)) {
    const was = lineStepOf(from, before.context, lineId);
    const now = lineStepOf(to, after.context, lineId);
    if (was === now) continue;
    const key = `${was}>${now}`;
    if (!moves.has(key)) moves.set(key, { from: was, to: now, lineIds: [] });
    moves.get(key)!.lineIds.push(Number(lineId));
  }
  for (const move of moves.values()) {
    const ended = waitsAt(move.to, move.from) ? null : at;
    if (move.from === 'NEW') {
      await enter(trx, returnId, move.lineIds, 'NEW', sql`r.created_at`, { leftAt: at, nextStep: move.to });
      await startPaths(trx, returnId, move.lineIds, move.to, ended);
    } else {
      await leave(trx, move.lineIds, at, move.to);
      await extendPaths(trx, move.lineIds, move.to, ended);
    }
    await enter(trx, returnId, move.lineIds, move.to, sql`${at}::timestamptz`, ended && { leftAt: at, nextStep: null });
  }
}

/** Ends the wait of `lineIds` at their step, for `nextStep`. */
export async function leave(trx: Database, lineIds: readonly number[], at: Date, nextStep: string): Promise<void> {
  await trx.updateTable('line_steps').set({ left_at: at, next_step: nextStep }).where('return_detail_id', 'in', lineIds).where('left_at', 'is', null).execute();
}

/** Rows of `lineIds` (of return `returnId`) at `step` since `enteredAt`: open, or closed as `closed` says. */
export async function enter(
  trx: Database,
  returnId: number,
  lineIds: readonly number[],
  step: ProcessStep,
  enteredAt: ReturnType<typeof sql>,
  closed: { leftAt: Date; nextStep: string | null } | null,
): Promise<void> {
  await trx
    .insertInto('line_steps')
    .columns(['return_id', 'return_detail_id', 'plant_code', 'client_code', 'return_type', 'reason_code', 'step', 'entered_at', 'left_at', 'next_step'])
    .expression((eb) =>
      eb
        .selectFrom('return_items as ri')
        .innerJoin('returns as r', 'r.return_id', 'ri.return_id')
        .select([
          'r.return_id',
          'ri.return_detail_id',
          'r.plant_code',
          'ri.client_code',
          'r.return_type',
          'r.reason_code',
          sql<string>`${step}`.as('step'),
          sql<Date>`${enteredAt}`.as('entered_at'),
          sql<Date | null>`${closed?.leftAt ?? null}::timestamptz`.as('left_at'),
          sql<string | null>`${closed?.nextStep ?? null}::text`.as('next_step'),
        ])
        .where('r.return_id', '=', returnId)
        .where('ri.return_detail_id', 'in', lineIds),
    )
    .execute();
}

/**
 * Ends the wait of lines in Reject Return: given back to the customer, where they end, or
 * regrouped into a new return, whose own lines go on from there.
 */
export async function endRejectedWait(
  trx: Database,
  lines: readonly { return_id: number; return_detail_id: number }[],
  outcome: keyof typeof afterRejection,
): Promise<void> {
  if (!lines.length) return;
  const at = new Date();
  const next = afterRejection[outcome];
  const lineIds = lines.map((l) => l.return_detail_id);
  await leave(trx, lineIds, at, next);
  await extendPaths(trx, lineIds, next, at);
  if (next !== afterRejection.backToCustomer) return;
  for (const returnId of new Set(lines.map((l) => l.return_id)))
    await enter(
      trx,
      returnId,
      lines.filter((l) => l.return_id === returnId).map((l) => l.return_detail_id),
      next,
      sql`${at}::timestamptz`,
      { leftAt: at, nextStep: null },
    );
}
