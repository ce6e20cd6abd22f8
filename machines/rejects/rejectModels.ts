import type { EventFrom, SnapshotFrom } from 'xstate';
import { rejectFlow } from './rejectFlow.ts';

const line = (invoiceNo: string) => ({ invoiceNo, returnType: 'NONMTKA', requested: 0.5 });

/**
 * Reject Return with the events its tests send: no lines, two lines of one invoice, lines of two
 * invoices; one reject quantity missing, too big or right. States are told apart by what the
 * rules look at.
 */
export const rejectModel = {
  machine: rejectFlow,
  events: [
    { type: 'rows.select', lines: [] },
    { type: 'rows.select', lines: [line('9000000010'), line('9000000010')] },
    { type: 'rows.select', lines: [line('9000000010'), line('9000000013')] },
    { type: 'flow.createNew' },
    { type: 'flow.backToCustomer' },
    { type: 'flow.back' },
    { type: 'qty.set', index: 0, qty: 0.5 },
    { type: 'qty.set', index: 1, qty: 0.25 },
    { type: 'qty.set', index: 1, qty: 0.75 },
    { type: 'regroup.save' },
    { type: 'giveBack.save' },
    { type: 'save.succeeded' },
    { type: 'save.refused' },
  ] as EventFrom<typeof rejectFlow>[],
  serialize: (s: SnapshotFrom<typeof rejectFlow>) => {
    const { chosen, quantities, problem } = s.context;
    return JSON.stringify({
      value: s.value,
      chosen: !chosen.length ? 'none' : new Set(chosen.map((l) => l.invoiceNo)).size > 1 ? 'mixed' : 'one invoice',
      quantities: quantities.map((q, i) => (q === null ? 'missing' : q > chosen[i]!.requested ? 'too big' : 'ok')),
      problem,
    });
  },
};
