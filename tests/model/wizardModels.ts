import type { EventFrom, SnapshotFrom } from 'xstate';
import { nonReferenceWizard } from '../../machines/returns/nonReferenceWizard.ts';
import { withoutRtvWizard } from '../../machines/returns/withoutRtvWizard.ts';
import { withRtvWizard } from '../../machines/returns/withRtvWizard.ts';

/**
 * Each wizard with the events its tests send and how its states are told apart (line counts
 * bounded to "none" or "some", enough to tell every guard apart and keep the graph finite). The
 * coverage check (tests/coverage) takes the transitions they reach as the ones the runs must
 * execute; the browser tests run them in the screens.
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
    { type: 'detail.save' },
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
    { type: 'detail.save' },
    { type: 'save.succeeded' },
    { type: 'save.refused' },
  ] as EventFrom<typeof nonReferenceWizard>[],
  serialize: (s: SnapshotFrom<typeof nonReferenceWizard>) => JSON.stringify({ value: s.value, lines: Math.min(s.context.lines, 2) }),
};

export const withRtvModel = {
  machine: withRtvWizard,
  events: [
    { type: 'header.save' },
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
    { type: 'detail.save' },
    { type: 'save.succeeded' },
    { type: 'save.refused' },
  ] as EventFrom<typeof withRtvWizard>[],
  serialize: (s: SnapshotFrom<typeof withRtvWizard>) =>
    JSON.stringify({ value: s.value, reference: s.context.referenceLines > 0, nonReference: s.context.nonReferenceLines > 0 }),
};
