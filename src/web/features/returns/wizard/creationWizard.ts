import type { Dispatch, ReactNode, SetStateAction } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { Actor, AnyStateMachine, EventFrom, Snapshot, SnapshotFrom } from 'xstate';
import type { ReturnType, SaveLine } from '../../../../../machines/returns/saveRules.ts';
import type { Schemas } from '../../../api/client.ts';
import type { RouteInput } from '../ReturnRoute.tsx';
import type { EditMemory, EditSlot } from './wizardMemory.ts';

/** What the wizard judges of every edit step's form when it is saved (saveRules.ts). */
export interface JudgedFields {
  reasonCode: string | null;
  remark: string;
  /** The reference invoice's date; the RTV reference step has none. */
  transactionDate?: string | null;
}

/** An edit step's lines: made from a draft's, and what Save makes of them. */
export interface LineMapper<L> {
  fromDraft: (item: Schemas['ReturnItem'], draft: Schemas['ReturnDocument']) => L;
  /** The lines as the wizard's save checks read them. */
  judged: (lines: readonly L[]) => SaveLine[];
  /** The lines as Save sends them. */
  sent: (lines: readonly L[]) => Schemas['ReturnItemSave'][];
}

/** What an edit step starts from: the wizard's snapshot (null: a wizard not begun) and the input, restored or new. */
export interface WizardStart<F, L> {
  snapshot: Snapshot<unknown> | null;
  edit: EditMemory<F, L>;
}

/** Who opens an edit step, and what its address says. */
export interface Opening {
  owner: string;
  fullName: string;
  /** A draft reopened. */
  draftId?: string | number | undefined;
  /** The invoice the Without RTV search passed on (Non Reference). */
  invoice?: string | undefined;
}

/** A path of the app's routes that takes no parameter. */
type Path = '/new-return/with-rtv' | '/new-return/with-rtv/list' | '/new-return/non-rtv' | '/report-return/report-header';

/** What a flow's screen is given to draw its fields and lines with. */
export interface WizardScreenProps<M extends AnyStateMachine, F, L> {
  form: F;
  /** Changes some of the form's fields. */
  change: (fields: Partial<F>) => void;
  lines: L[];
  setLines: Dispatch<SetStateAction<L[]>>;
  /** Changes the line of `key`. */
  changeLine: (key: string, change: (line: L) => L) => void;
  wizard: Actor<M>;
  /** What the route shown before saving is computed from (ReturnRoute.tsx). */
  route: RouteInput;
  /** The reason needs no photo (saveRules.ts): the lines' photo cells say so. */
  noPhoto: boolean;
  /** Cancel or Back, Draft and Save, which the screen places. */
  buttons: ReactNode;
}

/**
 * One creation wizard's edit step (WizardPage.tsx draws it): its machine and the tags of its step,
 * how it starts (new, or a draft reopened), its lines, what the tab remembers, where it leaves to,
 * what Save sends, and the screen that draws its fields and lines.
 */
export interface CreationWizard<M extends AnyStateMachine, F extends JudgedFields, L extends { key: string }> {
  /** Names the reading of its start. */
  name: string;
  machine: M;
  returnType: ReturnType;
  /** Whether the wizard stands at this edit step. */
  atStep: (snapshot: SnapshotFrom<M>) => boolean;
  memory: EditSlot<F, L>;
  lines: LineMapper<L>;
  /** A new return's start; null when there is nothing to start from (no lines gathered). */
  startNew: (opening: Opening) => WizardStart<F, L> | null;
  /** A draft reopened: the events that bring the wizard to this step for it, and its form. */
  draft: {
    /** Whether this step can show the draft (its return type is checked apart). */
    opens?: (draft: Schemas['ReturnDocument']) => boolean;
    replay: (draft: Schemas['ReturnDocument']) => EventFrom<M>[];
    form: (draft: Schemas['ReturnDocument'], fullName: string) => F | Promise<F>;
  };
  /** Where the screen goes when there is nothing to start from. */
  away: Path;
  /** The way out under the screen: Cancel tells the wizard `event` first, Back only goes. */
  leave: { label: 'Cancel'; to: Path; event: EventFrom<M> } | { label: 'Back'; to: Path };
  /**
   * The step before, where a new return's lines were gathered: they are unsaved input from the
   * start, and going back there keeps them. Without it, only a change is unsaved.
   */
  gatheredOn?: Path;
  save: {
    /** Why Save (or Draft) is refused before the wizard is asked, or null. */
    refusal?: (edit: { form: F; lines: readonly L[]; draft: boolean }, wizard: SnapshotFrom<M>) => MessageDescriptor | null;
    /** What Save sends besides the return's type, `draft` and the lines. */
    body: (form: F, lines: readonly L[]) => Omit<Schemas['ReturnSave'], 'returnType' | 'draft' | 'items'>;
    /** Where the saved dialog's OK goes. */
    after: Path;
  };
  /** Draws the step's fields and lines (a method, so that the skeleton may hand any wizard's actor to the flow's screen). */
  Screen(props: WizardScreenProps<M, F, L>): ReactNode;
}

/** A creation wizard as the skeleton reads it: any machine (each flow types its own events in its config). */
export type AnyWizard<F extends JudgedFields, L extends { key: string }> = CreationWizard<AnyStateMachine, F, L>;
