import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { withoutRtvWizard } from '../../machines/returns/withoutRtvWizard.ts';
import { wizardModelSuite } from './wizardModelSuite.ts';
import { withoutRtvModel } from './wizardModels.ts';

describe('Without RTV wizard (model)', () => {
  wizardModelSuite(withoutRtvModel, 19);

  it('never leaves the search without a chosen line', () => {
    const actor = createActor(withoutRtvWizard).start();
    actor.send({ type: 'search.found' });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
    actor.send({ type: 'lines.select', count: 1 });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(true);
    actor.send({ type: 'search.found' });
    expect(actor.getSnapshot().can({ type: 'wizard.next' })).toBe(false);
  });
});
