import type { AnyMachineSnapshot, EventFrom } from 'xstate';
import { withRtvWizard } from '../../../../../machines/returns/withRtvWizard.ts';
import type { Schemas } from '../../../api/client.ts';
import type { AnyWizard, CreationWizard, JudgedFields } from '../wizard/creationWizard.ts';
import { startAfter } from '../wizard/wizardStart.ts';
import { savedRtvHeader, withRtvMemory, type RtvHeader } from './rtvStore.ts';

type Table = 'reference' | 'nonReference';
type Event = EventFrom<typeof withRtvWizard>;

/**
 * What the edit steps of With RTV's two tables share (wizard/creationWizard.ts): the wizard, the
 * list their new lines were gathered on, and Cancel, which ends the wizard.
 */
export const rtvTableStep = {
  machine: withRtvWizard,
  away: '/new-return/with-rtv',
  leave: { label: 'Cancel', to: '/new-return/with-rtv', event: { type: 'wizard.cancel' } },
  gatheredOn: '/new-return/with-rtv/list',
} satisfies Partial<CreationWizard<typeof withRtvWizard, JudgedFields, { key: string }>>;

/** Forward from the list takes the table's Next again. */
const nextFromList =
  (table: Table) =>
  (s: AnyMachineSnapshot): Event | null =>
    s.hasTag('list') ? (table === 'reference' ? { type: 'reference.next' } : { type: 'nonReference.next' }) : null;

type Gathered = ReturnType<typeof withRtvMemory.read>;

/** A new return's edit step of a table: the lines of that table gathered on the list under the saved header (startAfter). */
export function startTable<T extends Table, F extends JudgedFields, L extends { key: string }>(
  step: AnyWizard<F, L>,
  owner: string,
  table: T,
  fresh: (header: RtvHeader, gathered: Gathered[T]) => { form: F; lines: L[] },
) {
  const memory = withRtvMemory.read(owner);
  const { header } = memory;
  const gathered = memory[table];
  return header && startAfter(step, owner, gathered, nextFromList(table), () => fresh(header, gathered));
}

/** The events that bring the wizard to a table's edit step for a draft of that table: its header saved, its lines gathered, Next. */
export const replayRtvDraft =
  (table: Table) =>
  (draft: Schemas['ReturnDocument']): Event[] => [
    { type: 'header.save', header: savedRtvHeader(draft) },
    { type: 'header.saved' },
    ...(table === 'reference'
      ? ([{ type: 'reference.add', count: draft.items.length }, { type: 'reference.next' }] as const)
      : ([{ type: 'nonReference.add', count: draft.items.length }, { type: 'nonReference.next' }] as const)),
  ];

/** What Save sends of the RTV header, for either table's return: the draft it updates, the RTV and its customer. */
export const rtvHeaderSent = (header: RtvHeader) => ({
  returnId: header.returnId,
  rtvNo: header.rtvNo,
  rtvDate: header.rtvDate,
  rtvReceivingDate: header.rtvReceivingDate,
  remarksRtv: header.remarksRtv || null,
  customerCode: header.customer.customerCode,
  plantCode: header.customer.plantCode,
  distributionChannel: header.customer.distChannel,
  taxToNPWP: header.customer.taxToNPWP,
});

/** A table's draft opens at its edit step only with lines (a draft without is the list's). */
export const hasLines = (draft: Schemas['ReturnDocument']) => draft.items.length > 0;
