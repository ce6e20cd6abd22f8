import type { Snapshot } from 'xstate';
import { tabSlot } from '../../../ui/tabMemory.ts';

type Persisted = Snapshot<unknown> | null;

/** An edit step's input, for the lines it was opened with (`key`), and as it was opened (`initial`). */
export interface EditMemory<F, L> {
  key: string;
  form: F;
  lines: L[];
  initial: string;
}

export const asEdit = <F, L>(key: string, form: F, lines: L[]): EditMemory<F, L> => ({ key, form, lines, initial: JSON.stringify({ form, lines }) });

/** Which return an edit step is for: a draft by its id, a new one by what it was opened with (its lines, an invoice). */
export const draftKey = (id: string | number) => `draft:${id}`;
export const newKey = (from: readonly string[]) => `new:${from.join(',')}`;
export const isNewKey = (key: string) => key.startsWith('new:');

/**
 * A creation wizard's memory for this tab (`ui/tabMemory.ts`): the machine's persisted snapshot
 * and what its screens keep, read whole and changed a field at a time.
 */
export function wizardMemory<T extends { machine: Persisted }>(name: string, nothing: T) {
  const slot = tabSlot<T>(name);
  const read = (owner: string): T => slot.read(owner) ?? nothing;
  return {
    read,
    keep: (owner: string, change: Partial<T>) => slot.write(owner, { ...read(owner), ...change }),
    forget: () => slot.clear(),
  };
}

/** An edit step's part of its wizard's memory: the machine (the wizard's, shared by its screens) and the step's own input. */
export interface EditSlot<F, L> {
  read(owner: string): { machine: Persisted; edit: EditMemory<F, L> | null };
  keepMachine(owner: string, machine: Persisted): void;
  keepEdit(owner: string, edit: EditMemory<F, L>): void;
  forget(): void;
}

/** The edit step whose input the wizard's memory keeps in `field`. */
export function editSlot<F, L, T extends { machine: Persisted }>(
  memory: ReturnType<typeof wizardMemory<T>>,
  field: { [K in keyof T]: T[K] extends EditMemory<unknown, unknown> | null ? K : never }[keyof T],
): EditSlot<F, L> {
  return {
    read: (owner) => {
      const all = memory.read(owner);
      // The memory is typed by its wizard; this step alone knows its form's and lines' types.
      return { machine: all.machine, edit: all[field] as EditMemory<F, L> | null };
    },
    keepMachine: (owner, machine) => memory.keep(owner, { machine } as Partial<T>),
    keepEdit: (owner, edit) => memory.keep(owner, { [field]: edit } as Partial<T>),
    forget: memory.forget,
  };
}
