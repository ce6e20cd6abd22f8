import { Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Navigate } from '@tanstack/react-router';
import { useSession } from '../../../session/session.tsx';
import { useWizardStart } from '../useWizardStart.ts';
import type { AnyWizard, JudgedFields, Opening, WizardStart } from './creationWizard.ts';
import { SaveButtons } from './SaveButtons.tsx';
import { startOf } from './wizardStart.ts';
import { useWizardEdit } from './useWizardEdit.ts';
import { useWizardExit } from './useWizardExit.ts';
import { useWizardSave } from './useWizardSave.ts';

interface Props<F extends JudgedFields, L extends { key: string }> {
  wizard: AnyWizard<F, L>;
  /** What the address says: a draft to reopen, the invoice passed on. */
  opened: Pick<Opening, 'draftId' | 'invoice'>;
}

/**
 * The edit step of a creation wizard (With RTV's two tables, Without RTV, Non Reference), as its
 * config says (creationWizard.ts): read where it starts once per opening, or leave for `away`;
 * then the flow's screen with the wizard's actor, the input kept in the tab, and Cancel or Back,
 * Draft and Save under it.
 */
export function WizardPage<F extends JudgedFields, L extends { key: string }>({ wizard, opened }: Props<F, L>) {
  const user = useSession().user!;
  const { draftId, invoice } = opened;
  const start = useWizardStart([wizard.name, draftId, invoice, user.userName], () =>
    startOf(wizard, { owner: user.userName, fullName: user.fullName, draftId, invoice }),
  );

  if (start === undefined) return null;
  if (start === null) return <Navigate to={wizard.away} />;
  return <EditStep key={start.edit.key} wizard={wizard} start={start} />;
}

function EditStep<F extends JudgedFields, L extends { key: string }>({ wizard, start }: { wizard: AnyWizard<F, L>; start: WizardStart<F, L> }) {
  const edit = useWizardEdit(wizard, start);
  const busy = useSelector(edit.wizard, (s) => s.hasTag('busy'));
  const leave = useWizardExit(wizard, edit.wizard, start.edit, { form: edit.form, lines: edit.lines });
  const save = useWizardSave(wizard, edit.wizard, edit.form, edit.lines);
  const { Screen } = wizard;
  return (
    <Stack>
      <Screen {...edit} buttons={<SaveButtons busy={busy} leave={{ label: wizard.leave.label, onClick: leave }} onSave={(draft) => void save(draft)} />} />
    </Stack>
  );
}
