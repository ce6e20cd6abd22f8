import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { NO_PHOTO_REASON } from '../../../../../machines/returns/saveRules.ts';
import { useSession } from '../../../session/session.tsx';
import { useRoutingPolicy } from '../useRoutingPolicy.ts';
import { useWizardActor } from '../wizardActor.ts';
import type { AnyWizard, JudgedFields, WizardScreenProps, WizardStart } from './creationWizard.ts';

/**
 * An edit step's wizard and input: the actor restored from `start`, the form and the lines, each
 * kept in the tab's memory as it changes (Reload, Back and Forward find them again).
 */
export function useWizardEdit<F extends JudgedFields, L extends { key: string }>(
  { machine, memory, returnType }: AnyWizard<F, L>,
  start: WizardStart<F, L>,
): Omit<WizardScreenProps<AnyStateMachine, F, L>, 'buttons'> {
  const owner = useSession().user!.userName;
  const policy = useRoutingPolicy();
  const wizard = useWizardActor(machine, start.snapshot, (persisted) => memory.keepMachine(owner, persisted));
  const [form, setForm] = useState(start.edit.form);
  const [lines, setLines] = useState(start.edit.lines);
  useEffect(() => memory.keepEdit(owner, { ...start.edit, form, lines }), [memory, owner, start.edit, form, lines]);
  return {
    form,
    change: (fields) => setForm((all) => ({ ...all, ...fields })),
    lines,
    setLines,
    changeLine: (key, change) => setLines((all) => all.map((l) => (l.key === key ? change(l) : l))),
    wizard,
    route: { policy, returnType, reasonCode: form.reasonCode },
    noPhoto: form.reasonCode === NO_PHOTO_REASON,
  };
}
