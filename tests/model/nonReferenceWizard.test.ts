import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { nonReferenceWizard } from '../../machines/returns/nonReferenceWizard.ts';
import { wizardModelSuite } from './wizardModelSuite.ts';
import { nonReferenceModel } from './wizardModels.ts';

describe('Non Reference wizard (model)', () => {
  wizardModelSuite(nonReferenceModel, 17);

  it('adds no material before a customer, and saves nothing without lines', () => {
    const actor = createActor(nonReferenceWizard).start();
    expect(actor.getSnapshot().can({ type: 'material.add' })).toBe(false);
    actor.send({ type: 'customer.choose' });
    expect(actor.getSnapshot().can({ type: 'detail.save' })).toBe(false);
    actor.send({ type: 'material.add' });
    expect(actor.getSnapshot().can({ type: 'detail.save' })).toBe(true);
    actor.send({ type: 'customer.choose' });
    expect(actor.getSnapshot().can({ type: 'detail.save' })).toBe(false);
  });
});
