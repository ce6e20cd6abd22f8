import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { lineDecisionSteps, returnLifecycle, type LifecycleEvent } from '../../machines/returns/returnLifecycle.ts';
import type { StepCode } from '../../machines/returns/route.ts';
import { inconsistencyOf } from '../../src/server/modules/returns/lifecycle/consistency.ts';
import { columnsOf, lineChanges, rebuild, type Snapshot, type StoredLine, type StoredState } from '../../src/server/modules/returns/lifecycle/rowMapping.ts';

/**
 * The lifecycle module's store mapping, both ways: for any snapshot reachable from a draft
 * (random routes, line counts and event sequences), the rows as apply writes them (the row's
 * workflow columns, each line's decisions and drop-out, the invoice number only with
 * invoice.found) rebuild into the same snapshot, and the row passes the consistency check.
 */

/** Every event the lifecycle could take in `s`, made concrete from `bits` (which lines, which decision). */
function candidates(s: Snapshot, bits: number): LifecycleEvent[] {
  const ids = Object.keys(s.context.lines);
  const active = ids.filter((id) => s.context.lines[id]!.active);
  const pick = (pool: string[]) => pool.filter((_, i) => bits & (1 << i));
  const decisions = lineDecisionSteps.map((step) => {
    const open = active.filter((id) => !s.context.lines[id]!.decisions[step]);
    const chosen = pick(open).length ? pick(open) : open;
    return {
      type: 'line.decide' as const,
      step,
      decisions: chosen.map((lineId, i) => ({ lineId, status: ((bits >> (8 + 2 * i)) & 3) === 3 ? ('R' as const) : ('A' as const) })),
    };
  });
  const events: LifecycleEvent[] = [
    { type: 'return.submit' },
    { type: 'return.delete' },
    { type: 'return.reject' },
    ...decisions,
    ...ids.map((lineId) => ({ type: 'line.changeQuantity' as const, lineId })),
    { type: 'fpre.print' },
    { type: 'fareye.answer', status: 'SENT' },
    { type: 'fareye.answer', status: 'ERROR' },
    { type: 'fareye.answer', status: 'IRRELEVANT' },
    { type: 'fareye.retry' },
    { type: 'fpre.upload', bypassFareye: (bits & 1) === 1 },
    { type: 'fpre.delete' },
    { type: 'delivery.approve' },
    { type: 'delivery.reject' },
    { type: 'warehouse.save', fpreStatus: 'R', rejectedLineIds: [] },
    { type: 'warehouse.save', fpreStatus: 'A', rejectedLineIds: pick(active) },
    { type: 'salesOrder.created' },
    { type: 'salesOrder.failed' },
    { type: 'salesOrder.retry' },
    { type: 'invoice.found' },
  ];
  return events.filter((e) => s.can(e));
}

/** The rows after `event` took `before` to `after`, written as apply writes them. */
function written(rows: { row: StoredState; lines: StoredLine[] }, before: Snapshot, after: Snapshot, event: LifecycleEvent) {
  const { decided, droppedOut } = lineChanges(before, after);
  const lines = rows.lines.map((l) => ({
    ...l,
    approval_status: droppedOut.includes(l.lineId) ? ('R' as const) : l.approval_status,
    decisions: { ...l.decisions, ...Object.fromEntries(decided.filter((d) => d.lineId === l.lineId).map((d) => [d.step, d.status])) },
  }));
  const return_invoice_no = event.type === 'invoice.found' ? '9100000001' : rows.row.return_invoice_no;
  return { row: { ...columnsOf(after), route: rows.row.route, return_invoice_no }, lines };
}

const ending = new Set(['return.delete', 'return.reject', 'delivery.reject']);
const routes = fc.subarray(['SALES', 'CLIENT', 'BRQA', 'QAHO'] as const).map((first): StepCode[] => [...first, 'CD', 'CW']);
const walks = fc.array(fc.record({ pick: fc.nat(), bits: fc.nat({ max: 0xffff }) }), { minLength: 40, maxLength: 80 });

describe('the lifecycle rows', () => {
  it('rebuild every reachable snapshot as it was stored', () => {
    const reached = new Set<string>();
    fc.assert(
      fc.property(routes, fc.integer({ min: 1, max: 4 }), walks, (route, lineCount, walk) => {
        const lineIds = Array.from({ length: lineCount }, (_, i) => String(101 + i));
        let [snapshot] = initialTransition(returnLifecycle, { route, lineIds });
        let rows: { row: StoredState; lines: StoredLine[] } = {
          row: { ...columnsOf(snapshot), route, return_invoice_no: null },
          lines: lineIds.map((lineId): StoredLine => ({ lineId, approval_status: null, decisions: {} })),
        };
        const expectKept = () => {
          reached.add(JSON.stringify(snapshot.value));
          expect(inconsistencyOf(rows.row), JSON.stringify(rows.row)).toBeNull();
          const rebuilt = rebuild(rows.row, rows.lines);
          expect({ value: rebuilt.value, context: rebuilt.context }).toEqual({ value: snapshot.value, context: snapshot.context });
        };
        expectKept();
        for (const { pick, bits } of walk) {
          const events = candidates(snapshot, bits);
          if (!events.length) break;
          // The ends that leave no rows to check come seldom, so that walks reach the later steps.
          const onward = events.filter((e) => !ending.has(e.type));
          const pool = onward.length && pick % 8 !== 0 ? onward : events;
          const event = pool[Math.floor(pick / 8) % pool.length]!;
          const [after] = transition(returnLifecycle, snapshot, event);
          if (after.value === 'deleted') break;
          rows = written(rows, snapshot, after, event);
          snapshot = after;
          expectKept();
        }
      }),
      { numRuns: 400 },
    );
    // The walks are worth something only if they reach every state that has rows.
    const states = ['sales', 'client', 'brqa', 'qaho', 'qaclient', 'delivery', 'warehouse'].map((s) => JSON.stringify({ inProgress: s }));
    const ends = ['awaitingSalesOrder', 'salesOrderFailed', 'salesOrderCreated', 'invoiced'].map((s) => JSON.stringify({ completed: s }));
    expect([...reached].sort()).toEqual([...states, ...ends, '"draft"', '"completedRejected"', '"rejected"'].sort());
  });
});

describe('the returns in a named state', () => {
  it('are found by the columns stateIdOf reads back as that state, for every state a stored return is in', async () => {
    const { machineChart } = await import('../../machines/charts/machineChart.ts');
    const { stateIdOf, storedStateOf } = await import('../../src/server/modules/returns/lifecycle/rowMapping.ts');
    const compound = new Set(machineChart(returnLifecycle).states.map((s) => s.parent));
    const leaves = machineChart(returnLifecycle)
      .states.filter((s) => s.parent !== null && !compound.has(s.id))
      .map((s) => s.id.replace(/^returnLifecycle\./, ''));
    const stored = leaves.filter((id) => id !== 'deleted');
    for (const id of stored) {
      const columns = storedStateOf(id);
      expect(columns, id).not.toBeNull();
      const row = { ...columns!, so_status: columns!.so_status === 'NONE' ? null : columns!.so_status, return_invoice_no: columns!.invoiced ? 'RI1' : null };
      expect(stateIdOf(row), id).toBe(id);
    }
    expect(stored.length).toBe(14);
    for (const name of ['deleted', 'inProgress', 'inProgress.nowhere', 'completed.__proto__', 'constructor', '']) expect(storedStateOf(name), name).toBeNull();
  });
});
