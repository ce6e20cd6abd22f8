import type { Snapshot } from 'xstate';
import type { ListAddress } from '../../ui/listAddress.ts';
import { tabSlot } from '../../ui/tabMemory.ts';
import type { FilterKey } from './approvalFlows.ts';
import type { ApprovalRow } from './flowMemory.ts';

/** What a decision screen keeps for the tab: the flow (decisions, remarks, the common remark), the lines chosen and the list's search. */
export interface KeptDecisions {
  machine: Snapshot<unknown>;
  chosen: ApprovalRow[];
  search: ListAddress<FilterKey>;
}

/**
 * A decision screen's unsaved work, per step, for this tab: Reload finds the decisions and the
 * remark again, as the creation wizards do (issue 54 item 6: a reload dropped them without asking).
 */
export const decisionMemory = (step: string) => {
  const slot = tabSlot<KeptDecisions>(`decision.${step}`);
  return { read: slot.read, keep: slot.write, forget: slot.clear };
};
