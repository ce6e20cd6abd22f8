import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { returnLifecycle, stepAfter, type LifecycleEvent } from '../../machines/returns/returnLifecycle.ts';
import type { StepCode } from '../../machines/returns/route.ts';
import { lifecycleEvents } from '../../machines/returns/lifecycleModel.ts';
import { describeEvent, transitionPaths } from './transitionPaths.ts';

type Snapshot = SnapshotFrom<typeof returnLifecycle>;
const lineIds = ['1', '2'];

const events = lifecycleEvents;

const serialize = (s: Snapshot) => JSON.stringify({ value: s.value, context: s.context });
const routes: StepCode[][] = [
  ['SALES', 'CLIENT', 'BRQA', 'QAHO', 'CD', 'CW'],
  ['SALES', 'BRQA', 'CD', 'CW'],
  ['QAHO', 'CD', 'CW'],
  ['CD', 'CW'],
];

function start(route: StepCode[]) {
  return createActor(returnLifecycle, { input: { route, lineIds } }).start();
}

describe('return lifecycle (model)', () => {
  for (const route of routes) {
    describe(`route ${route.join(' → ')}`, () => {
      const { states, paths } = transitionPaths(returnLifecycle, events, serialize, { route, lineIds });
      const reached = new Set(states.map((s) => JSON.stringify(s.value)));

      it('reaches every end and every step of its route', () => {
        for (const end of ['"deleted"', '"rejected"', '"completedRejected"', '{"completed":"invoiced"}', '{"completed":"salesOrderFailed"}'])
          expect(reached).toContain(end);
        const inRoute = [...route, ...(route.includes('QAHO') ? ['QACLIENT'] : [])];
        const names: Record<string, string> = {
          SALES: 'sales',
          CLIENT: 'client',
          BRQA: 'brqa',
          QAHO: 'qaho',
          QACLIENT: 'qaclient',
          CD: 'delivery',
          CW: 'warehouse',
        };
        for (const step of inRoute) expect(reached).toContain(JSON.stringify({ inProgress: names[step] }));
        for (const step of Object.keys(names).filter((s) => !inRoute.includes(s))) expect(reached).not.toContain(JSON.stringify({ inProgress: names[step] }));
      });

      it('prints the FPRE at CD, CW and END only, not when every line was rejected', () => {
        const printable = (s: Snapshot) => {
          const value = JSON.stringify(s.value);
          return ['{"inProgress":"delivery"}', '{"inProgress":"warehouse"}'].includes(value) || value.startsWith('{"completed":');
        };
        for (const s of states) expect(s.can({ type: 'fpre.print' }), JSON.stringify(s.value)).toBe(printable(s));
      });

      it('never takes a decision for a step the return is not at', () => {
        for (const path of paths.filter((p) => p.event.type === 'line.decide')) {
          const before = path.steps
            .slice(0, -1)
            .reduce((s, event) => transition(returnLifecycle, s, event)[0], initialTransition(returnLifecycle, { route, lineIds })[0]);
          const step = (path.event as Extract<LifecycleEvent, { type: 'line.decide' }>).step;
          expect(before.hasTag('lineDecisions'), describeEvent(path.event)).toBe(true);
          expect(JSON.stringify(before.value)).toBe(JSON.stringify({ inProgress: step.toLowerCase() }));
        }
      });
    });
  }

  it('walks a whole route line by line, dropping rejected lines', () => {
    const actor = start(['SALES', 'BRQA', 'CD', 'CW']);
    actor.send({ type: 'return.submit' });
    expect(actor.getSnapshot().value).toEqual({ inProgress: 'sales' });
    actor.send({ type: 'line.decide', step: 'SALES', decisions: [{ lineId: '1', status: 'A' }] });
    expect(actor.getSnapshot().value).toEqual({ inProgress: 'sales' });
    actor.send({ type: 'line.decide', step: 'SALES', decisions: [{ lineId: '2', status: 'R' }] });
    expect(actor.getSnapshot().value).toEqual({ inProgress: 'brqa' });
    // A rejected line takes no further decision.
    expect(actor.getSnapshot().can({ type: 'line.decide', step: 'BRQA', decisions: [{ lineId: '2', status: 'A' }] })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'line.decide', step: 'SALES', decisions: [{ lineId: '1', status: 'A' }] })).toBe(false);
    actor.send({ type: 'line.decide', step: 'BRQA', decisions: [{ lineId: '1', status: 'A' }] });
    expect(actor.getSnapshot().value).toEqual({ inProgress: 'delivery' });
  });

  it('ends as completed-rejected when every line is rejected', () => {
    const actor = start(['SALES', 'CD', 'CW']);
    actor.send({ type: 'return.submit' });
    actor.send({
      type: 'line.decide',
      step: 'SALES',
      decisions: [
        { lineId: '1', status: 'R' },
        { lineId: '2', status: 'R' },
      ],
    });
    expect(actor.getSnapshot().value).toBe('completedRejected');
  });

  it('changes quantities at SALES and BRQA, and at CD only on lines no sales, BRQA or client step decided', () => {
    const change = (lineId: string) => ({ type: 'line.changeQuantity' as const, lineId });
    const chain = start(['SALES', 'BRQA', 'QAHO', 'CD', 'CW']);
    expect(chain.getSnapshot().can(change('1'))).toBe(false);
    chain.send({ type: 'return.submit' });
    expect(chain.getSnapshot().can(change('1'))).toBe(true);
    chain.send({
      type: 'line.decide',
      step: 'SALES',
      decisions: [
        { lineId: '1', status: 'A' },
        { lineId: '2', status: 'R' },
      ],
    });
    expect(chain.getSnapshot().value).toEqual({ inProgress: 'brqa' });
    expect(chain.getSnapshot().can(change('1'))).toBe(true);
    expect(chain.getSnapshot().can(change('2'))).toBe(false);
    chain.send({ type: 'line.decide', step: 'BRQA', decisions: [{ lineId: '1', status: 'A' }] });
    expect(chain.getSnapshot().can(change('1'))).toBe(false);

    const direct = start(['CD', 'CW']);
    direct.send({ type: 'return.submit' });
    expect(direct.getSnapshot().can(change('1'))).toBe(true);
    const decided = start(['SALES', 'CD', 'CW']);
    decided.send({ type: 'return.submit' });
    decided.send({
      type: 'line.decide',
      step: 'SALES',
      decisions: [
        { lineId: '1', status: 'A' },
        { lineId: '2', status: 'A' },
      ],
    });
    expect(decided.getSnapshot().value).toEqual({ inProgress: 'delivery' });
    expect(decided.getSnapshot().can(change('1'))).toBe(false);
  });

  it('prints the FPRE at CD, CW and after the end, never before CD', () => {
    const actor = start(['BRQA', 'CD', 'CW']);
    actor.send({ type: 'return.submit' });
    expect(actor.getSnapshot().can({ type: 'fpre.print' })).toBe(false);
    actor.send({
      type: 'line.decide',
      step: 'BRQA',
      decisions: [
        { lineId: '1', status: 'A' },
        { lineId: '2', status: 'A' },
      ],
    });
    actor.send({ type: 'fpre.print' });
    actor.send({ type: 'fareye.answer', status: 'SENT' });
    actor.send({ type: 'fpre.upload' });
    actor.send({ type: 'delivery.approve' });
    expect(actor.getSnapshot().can({ type: 'fpre.print' })).toBe(true);
    actor.send({ type: 'warehouse.save', fpreStatus: 'A', rejectedLineIds: [] });
    expect(actor.getSnapshot().value).toEqual({ completed: 'awaitingSalesOrder' });
    expect(actor.getSnapshot().can({ type: 'fpre.print' })).toBe(true);
  });

  it('puts QACLIENT after QAHO', () => {
    expect(stepAfter(['QAHO', 'CD', 'CW'], 'QAHO')).toBe('QACLIENT');
    expect(stepAfter(['QAHO', 'CD', 'CW'], 'QACLIENT')).toBe('CD');
    expect(stepAfter(['SALES', 'CD', 'CW'], 'CW')).toBe('END');
  });

  it('rejects the whole return only before any approval and before printing', () => {
    const approved = start(['SALES', 'CD', 'CW']);
    approved.send({ type: 'return.submit' });
    expect(approved.getSnapshot().can({ type: 'return.reject' })).toBe(true);
    approved.send({ type: 'line.decide', step: 'SALES', decisions: [{ lineId: '1', status: 'A' }] });
    expect(approved.getSnapshot().can({ type: 'return.reject' })).toBe(false);

    const printed = start(['CD', 'CW']);
    expect(printed.getSnapshot().can({ type: 'return.reject' })).toBe(false);
    printed.send({ type: 'return.submit' });
    printed.send({ type: 'fpre.print' });
    expect(printed.getSnapshot().can({ type: 'return.reject' })).toBe(false);
  });

  it('takes the signed FPRE only after printing and not while delivery tracking waits, unless bypassed', () => {
    const actor = start(['CD', 'CW']);
    actor.send({ type: 'return.submit' });
    expect(actor.getSnapshot().can({ type: 'fpre.upload' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'delivery.approve' })).toBe(false);
    actor.send({ type: 'fpre.print' });
    expect(actor.getSnapshot().context.fareye).toBe('WAITING');
    expect(actor.getSnapshot().can({ type: 'fpre.upload' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'fpre.upload', bypassFareye: true })).toBe(true);
    actor.send({ type: 'fareye.answer', status: 'SENT' });
    actor.send({ type: 'fpre.upload' });
    actor.send({ type: 'delivery.approve' });
    expect(actor.getSnapshot().value).toEqual({ inProgress: 'warehouse' });
  });

  it('posts a failed delivery-tracking request again and records its answer after the return moved on', () => {
    const actor = start(['CD', 'CW']);
    actor.send({ type: 'return.submit' });
    expect(actor.getSnapshot().can({ type: 'fareye.retry' })).toBe(false);
    actor.send({ type: 'fpre.print' });
    actor.send({ type: 'fareye.answer', status: 'ERROR' });
    expect(actor.getSnapshot().can({ type: 'fareye.answer', status: 'SENT' })).toBe(false);
    actor.send({ type: 'fareye.retry' });
    expect(actor.getSnapshot().context.fareye).toBe('WAITING');
    actor.send({ type: 'fpre.upload', bypassFareye: true });
    actor.send({ type: 'delivery.approve' });
    actor.send({ type: 'fareye.answer', status: 'SENT' });
    expect(actor.getSnapshot()).toMatchObject({ value: { inProgress: 'warehouse' }, context: { fareye: 'SENT' } });
  });

  it('sends a Not OK FPRE back to Chief Delivery for reupload, then completes with the lines the warehouse kept', () => {
    const actor = start(['CD', 'CW']);
    actor.send({ type: 'return.submit' });
    actor.send({ type: 'fpre.print' });
    actor.send({ type: 'fareye.answer', status: 'SENT' });
    actor.send({ type: 'fpre.upload' });
    actor.send({ type: 'delivery.approve' });
    actor.send({ type: 'warehouse.save', fpreStatus: 'R', rejectedLineIds: [] });
    expect(actor.getSnapshot().value).toEqual({ inProgress: 'delivery' });
    expect(actor.getSnapshot().context).toMatchObject({ fpreStatus: 'R', fpreUploaded: false });
    actor.send({ type: 'fpre.upload' });
    actor.send({ type: 'delivery.approve' });
    actor.send({ type: 'warehouse.save', fpreStatus: 'A', rejectedLineIds: ['2'] });
    expect(actor.getSnapshot().value).toEqual({ completed: 'awaitingSalesOrder' });
    expect(actor.getSnapshot().context.lines['2']!.active).toBe(false);
    actor.send({ type: 'salesOrder.failed' });
    actor.send({ type: 'salesOrder.retry' });
    actor.send({ type: 'salesOrder.created' });
    actor.send({ type: 'invoice.found' });
    expect(actor.getSnapshot().value).toEqual({ completed: 'invoiced' });
  });
});
