import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { Actor, AnyStateMachine } from 'xstate';
import { useLeaveGuard } from '../useLeaveGuard.ts';
import type { AnyWizard, JudgedFields } from './creationWizard.ts';
import { isNewKey, type EditMemory } from './wizardMemory.ts';

/**
 * The edit step's way out (Cancel or Back), asking first while its input is unsaved, as is any
 * navigation out of the wizard (useLeaveGuard.ts): new lines gathered on the step before, or a
 * change since the step opened.
 */
export function useWizardExit<F extends JudgedFields, L extends { key: string }>(
  { memory, leave: exit, gatheredOn }: AnyWizard<F, L>,
  actor: Actor<AnyStateMachine>,
  opened: EditMemory<F, L>,
  now: { form: F; lines: readonly L[] },
) {
  const navigate = useNavigate();
  const active = useSelector(actor, (s) => s.status === 'active');
  const fresh = isNewKey(opened.key);
  const leave = useLeaveGuard({
    dirty: active && ((fresh && gatheredOn !== undefined) || JSON.stringify(now) !== opened.initial),
    staysIn: (pathname) => fresh && pathname === gatheredOn,
    discard: () => memory.forget(),
  });
  return () =>
    void leave(() => {
      if (exit.label === 'Cancel') actor.send(exit.event);
      void navigate({ to: exit.to });
    });
}
