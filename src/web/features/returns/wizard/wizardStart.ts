import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { api } from '../../../api/client.ts';
import { resumable, snapshotAfter, standsAt } from '../wizardActor.ts';
import type { AnyWizard, JudgedFields, Opening, WizardStart } from './creationWizard.ts';
import { asEdit, draftKey, newKey } from './wizardMemory.ts';

/** A save whose answer a reload lost counts as refused. */
const lostSaveRefused = (s: AnyMachineSnapshot): EventObject | null => (s.hasTag('busy') ? { type: 'save.refused' } : null);

/** The edit step as this tab left it for `key` (Reload, Back and Forward), or null. */
export function keptStart<F extends JudgedFields, L extends { key: string }>(wizard: AnyWizard<F, L>, owner: string, key: string): WizardStart<F, L> | null {
  const { machine, edit } = wizard.memory.read(owner);
  const snapshot = resumable(wizard.machine, machine, lostSaveRefused);
  return snapshot && edit?.key === key && standsAt(wizard.machine, snapshot, wizard.atStep) ? { snapshot, edit } : null;
}

/**
 * A new return's edit step after the step that gathered its lines: as the tab left it (Reload;
 * Forward, where the wizard takes Next again: `next`), or new from the lines (`fresh`). Null when
 * no wizard is under way, it is not at this step, or nothing was gathered.
 */
export function startAfter<F extends JudgedFields, L extends { key: string }>(
  wizard: AnyWizard<F, L>,
  owner: string,
  gathered: readonly { uuid: string }[],
  next: (s: AnyMachineSnapshot) => EventObject | null,
  fresh: () => { form: F; lines: L[] },
): WizardStart<F, L> | null {
  const { machine, edit } = wizard.memory.read(owner);
  const snapshot = resumable(wizard.machine, machine, (s) => lostSaveRefused(s) ?? next(s));
  if (!snapshot || !gathered.length || !standsAt(wizard.machine, snapshot, wizard.atStep)) return null;
  const key = newKey(gathered.map((g) => g.uuid));
  if (edit?.key === key) return { snapshot, edit };
  const { form, lines } = fresh();
  return { snapshot, edit: asEdit(key, form, lines) };
}

/** A draft reopened (its wizard replayed to this step), or as this tab left it; null when this step cannot show it. */
async function reopened<F extends JudgedFields, L extends { key: string }>(wizard: AnyWizard<F, L>, { owner, fullName }: Opening, id: string | number) {
  const key = draftKey(id);
  const kept = keptStart(wizard, owner, key);
  if (kept) return kept;
  const { data } = await api.GET('/return/{id}', { params: { path: { id: Number(id) } } });
  if (!data || !data.draft || data.returnType !== wizard.returnType || !(wizard.draft.opens?.(data) ?? true)) return null;
  wizard.memory.forget();
  const form = await wizard.draft.form(data, fullName);
  return {
    snapshot: snapshotAfter(wizard.machine, wizard.draft.replay(data)),
    edit: asEdit(
      key,
      form,
      data.items.map((item) => wizard.lines.fromDraft(item, data)),
    ),
  };
}

/** What an edit step starts from when opened: a draft reopened, or a new return; null when nothing. */
export async function startOf<F extends JudgedFields, L extends { key: string }>(wizard: AnyWizard<F, L>, opening: Opening): Promise<WizardStart<F, L> | null> {
  return opening.draftId ? reopened(wizard, opening, opening.draftId) : wizard.startNew(opening);
}
