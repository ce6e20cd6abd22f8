import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { approvalChangeFlow } from '../../machines/approvals/approvalChangeFlow.ts';
import { changeMessages } from '../../machines/approvals/approvalChangeRules.ts';

describe('approval change flow rules', () => {
  it('asks for the old user before searching, then the old user, the new user and some returns before saving', () => {
    const actor = createActor(approvalChangeFlow).start();
    const problem = () => changeMessages[actor.getSnapshot().context.problem!];
    actor.send({ type: 'returns.search' });
    expect(problem()).toBe('Please select username old first');
    actor.send({ type: 'change.save' });
    expect(problem()).toBe('please input username old');
    actor.send({ type: 'oldUser.choose', userName: 'fss' });
    actor.send({ type: 'returns.search' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'change.save' });
    expect(problem()).toBe('Please input username new');
    actor.send({ type: 'newUser.choose', userName: 'asm' });
    actor.send({ type: 'change.save' });
    expect(problem()).toBe('Please select RetNumber');
    actor.send({ type: 'returns.select', retNumbers: ['APL1'] });
    // Another old user has other returns.
    actor.send({ type: 'oldUser.choose', userName: 'bm' });
    expect(actor.getSnapshot().context.retNumbers).toEqual([]);
    actor.send({ type: 'returns.select', retNumbers: ['APL2'] });
    actor.send({ type: 'change.save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    actor.send({ type: 'save.succeeded' });
    expect(actor.getSnapshot().context).toMatchObject({ usernameOld: 'bm', usernameNew: 'asm', retNumbers: [] });
  });
});
