import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { withoutRtvWizard } from '../../machines/returns/withoutRtvWizard.ts';
import { acceptedSave } from '../../machines/returns/wizardModels.ts';

describe('Without RTV wizard rules', () => {
  it('never leaves the search without a chosen line', () => {
    const actor = createActor(withoutRtvWizard).start();
    actor.send({ type: 'search.found' });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
    actor.send({ type: 'lines.select', count: 1 });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(true);
    actor.send({ type: 'search.found' });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
  });

  it('judges a Save by the checks of saveRules.ts, keeps the problem and sends nothing; a draft is not checked', () => {
    const actor = createActor(withoutRtvWizard).start();
    for (const event of [{ type: 'search.found' }, { type: 'lines.select', count: 1 }, { type: 'wizard.next' }] as const) actor.send(event);
    const candidate = acceptedSave('NONMTKA');
    actor.send({ type: 'detail.save', candidate: { ...candidate, lines: [{ ...candidate.lines[0]!, attachmentId: null }] } });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { problem: { code: 'photoMissing', field: 'items.0.attachmentId' } } });
    actor.send({ type: 'detail.save', candidate: { ...candidate, remark: ' ' } });
    expect(actor.getSnapshot().context.problem?.code).toBe('remarksMissing');
    actor.send({ type: 'detail.draft' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'saving', context: { problem: null, saveAsDraft: true } });
  });
});
