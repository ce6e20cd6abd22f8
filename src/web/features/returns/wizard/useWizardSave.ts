import { useLingui } from '@lingui/react/macro';
import type { Actor, AnyStateMachine } from 'xstate';
import type { SaveEvent, SaveProblem } from '../../../../../machines/returns/saveRules.ts';
import { showErrorDialog } from '../../../ui/dialogs.tsx';
import { saveMessageLabels } from '../saveMessageLabels.ts';
import type { AnyWizard, JudgedFields } from './creationWizard.ts';
import { useReturnSave } from './useReturnSave.ts';

/** What every creation wizard's machine takes and keeps of a Save. */
interface JudgingWizard {
  send(event: { type: 'detail.draft' } | SaveEvent | { type: 'save.succeeded' } | { type: 'save.refused' }): void;
  getSnapshot(): { context: { problem: SaveProblem | null }; hasTag(tag: string): boolean };
}

/**
 * Draft and Save of an edit step: refused first by the flow's own rule (no customer), then judged
 * by the wizard (saveRules.ts), which keeps its problem for the screen to say; sent while the
 * wizard is saving.
 */
export function useWizardSave<F extends JudgedFields, L extends { key: string }>(
  { returnType, lines: mapper, save: rules }: AnyWizard<F, L>,
  actor: Actor<AnyStateMachine>,
  form: F,
  lines: readonly L[],
) {
  const { i18n } = useLingui();
  const wizard: JudgingWizard = actor;
  const send = useReturnSave(wizard, rules.after);
  return async (draft: boolean) => {
    const refused = rules.refusal?.({ form, lines, draft }, actor.getSnapshot());
    if (refused) return showErrorDialog(i18n._(refused));
    const candidate = {
      returnType,
      reasonCode: form.reasonCode,
      remark: form.remark,
      transactionDate: form.transactionDate ?? null,
      lines: mapper.judged(lines),
    };
    wizard.send(draft ? { type: 'detail.draft' } : { type: 'detail.save', candidate });
    const { problem } = wizard.getSnapshot().context;
    if (problem) return showErrorDialog(i18n._(saveMessageLabels[problem.code]));
    if (!wizard.getSnapshot().hasTag('busy')) return;
    await send({ ...rules.body(form, lines), returnType, draft, items: mapper.sent(lines) });
  };
}
