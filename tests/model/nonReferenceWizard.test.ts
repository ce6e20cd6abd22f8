import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { nonReferenceWizard } from '../../machines/returns/nonReferenceWizard.ts';
import { acceptedSave } from '../../machines/returns/wizardModels.ts';

describe('Non Reference wizard rules', () => {
  const save = { type: 'detail.save', candidate: acceptedSave('NOREFNONMTKA') } as const;

  it('adds no material before a customer, and saves nothing without lines', () => {
    const actor = createActor(nonReferenceWizard).start();
    expect(actor.getSnapshot().can({ type: 'material.add' })).toBe(false);
    actor.send({ type: 'customer.choose' });
    expect(actor.getSnapshot().can(save)).toBe(false);
    actor.send({ type: 'material.add' });
    expect(actor.getSnapshot().can(save)).toBe(true);
    actor.send({ type: 'customer.choose' });
    expect(actor.getSnapshot().can(save)).toBe(false);
  });

  it('judges a Save by the checks of saveRules.ts and keeps the first problem for the screen to say', () => {
    const actor = createActor(nonReferenceWizard).start();
    actor.send({ type: 'customer.choose' });
    actor.send({ ...save, candidate: { ...save.candidate, lines: [] } });
    expect(actor.getSnapshot().context.problem?.code).toBe('noLines');
    actor.send({ type: 'material.add' });
    actor.send({ ...save, candidate: { ...save.candidate, reasonCode: null } });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { problem: { code: 'reasonMissing', field: 'reasonCode' } } });
    actor.send({ ...save, candidate: { ...save.candidate, lines: [{ ...save.candidate.lines[0]!, netPrice: null }] } });
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'netPriceMissing', field: 'items.0.netPrice' });
    actor.send(save);
    expect(actor.getSnapshot()).toMatchObject({ value: 'saving', context: { problem: null } });
  });
});
