import type { EventFrom, SnapshotFrom } from 'xstate';
import { nonReferenceWizard } from './nonReferenceWizard.ts';
import { withoutRtvWizard } from './withoutRtvWizard.ts';
import { withRtvWizard } from './withRtvWizard.ts';
import type { ReturnType, SaveCandidate } from './saveRules.ts';

/** An RTV header the checks of rtvHeader.ts accept. */
export const acceptedHeader = { rtvNo: 'RTV-1', rtvDate: '2026-11-01', rtvReceivingDate: '2026-11-02', customerCode: '30000001' };

/** A Save the checks of saveRules.ts accept: one line with its photo, the reason, remark and dates filled. */
export const acceptedSave = (returnType: ReturnType): SaveCandidate => ({
  returnType,
  reasonCode: '101',
  remark: 'Damaged in transport',
  transactionDate: '2026-11-02',
  lines: [
    { materialCode: '10000001', qty: 1, availableQty: 2, netPrice: 15000, attachmentId: 1, invoiceLine: returnType.startsWith('NO') ? null : '9000000010-1' },
  ],
});

/**
 * Each wizard with the events its tests send and how its states are told apart (line counts
 * bounded to "none" or "some", enough to tell every guard apart and keep the graph finite). The
 * coverage check (tests/coverage) takes the transitions they reach as the ones the runs must
 * execute; the component tests (tests/unit/*Walks*.test.tsx) run them in the screens.
 */
export const withoutRtvModel = {
  machine: withoutRtvWizard,
  events: [
    { type: 'search.found' },
    { type: 'search.empty' },
    { type: 'nonReference.accept' },
    { type: 'nonReference.decline' },
    { type: 'lines.select', count: 0 },
    { type: 'lines.select', count: 2 },
    { type: 'wizard.next' },
    { type: 'wizard.back' },
    { type: 'wizard.cancel' },
    { type: 'detail.draft' },
    { type: 'detail.save', candidate: acceptedSave('NONMTKA') },
    { type: 'save.succeeded' },
    { type: 'save.refused' },
  ] as EventFrom<typeof withoutRtvWizard>[],
  serialize: (s: SnapshotFrom<typeof withoutRtvWizard>) => JSON.stringify({ value: s.value, chosen: s.context.selected > 0 }),
};

export const nonReferenceModel = {
  machine: nonReferenceWizard,
  events: [
    { type: 'customer.choose' },
    { type: 'material.add' },
    { type: 'line.remove' },
    { type: 'detail.draft' },
    { type: 'detail.save', candidate: acceptedSave('NOREFNONMTKA') },
    { type: 'save.succeeded' },
    { type: 'save.refused' },
  ] as EventFrom<typeof nonReferenceWizard>[],
  serialize: (s: SnapshotFrom<typeof nonReferenceWizard>) => JSON.stringify({ value: s.value, lines: Math.min(s.context.lines, 2) }),
};

export const withRtvModel = {
  machine: withRtvWizard,
  events: [
    { type: 'header.save', header: acceptedHeader },
    { type: 'header.saved' },
    { type: 'header.refused' },
    { type: 'reference.add', count: 1 },
    { type: 'reference.remove' },
    { type: 'nonReference.add', count: 1 },
    { type: 'nonReference.remove' },
    { type: 'reference.next' },
    { type: 'nonReference.next' },
    { type: 'wizard.back' },
    { type: 'wizard.cancel' },
    { type: 'detail.draft' },
    { type: 'detail.save', candidate: acceptedSave('MTKA') },
    { type: 'save.succeeded' },
    { type: 'save.refused' },
  ] as EventFrom<typeof withRtvWizard>[],
  serialize: (s: SnapshotFrom<typeof withRtvWizard>) =>
    JSON.stringify({ value: s.value, reference: s.context.referenceLines > 0, nonReference: s.context.nonReferenceLines > 0 }),
};
