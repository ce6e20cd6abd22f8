import { createActor, type ActorRefFrom } from 'xstate';
import { decisionFlow } from '../../../../machines/approvals/decisionFlow.ts';
import { actorOptions } from '../../actorOptions.ts';
import type { Schemas } from '../../api/client.ts';
import type { ListAddress } from '../../ui/listAddress.ts';
import type { FilterKey } from './approvalFlows.ts';

export type ApprovalRow = Schemas['ApprovalRow'];
export type ListSearch = Record<FilterKey, string>;
type FlowActor = ActorRefFrom<typeof decisionFlow>;

/**
 * One approval flow's memory, for this tab only: the machine, the rows chosen for the decision
 * screen, the return opened on the detail page and the address of the list's last search (so the
 * screens' Back finds it; the list itself reads its search from the address).
 * A screen opened without its record goes back to the list (spec 002 §2).
 */
class FlowMemory {
  actor: FlowActor = createActor(decisionFlow, actorOptions()).start();
  chosen: ApprovalRow[] = [];
  detailReturnId: number | null = null;
  search: ListAddress<FilterKey> = {};

  /** The list: the flow as it stands when it is at its list, else a fresh one. */
  atList(): FlowActor {
    if (!this.actor.getSnapshot().hasTag('list')) {
      this.actor.stop();
      this.actor = createActor(decisionFlow, actorOptions()).start();
    }
    this.chosen = [];
    this.detailReturnId = null;
    return this.actor;
  }

  keepSearch(search: ListAddress<FilterKey>): void {
    this.search = search;
  }

  /** The rows going on to the decision screen (the flow has gone on to deciding). */
  choose(rows: ApprovalRow[]): void {
    this.chosen = rows;
  }

  /** The return the detail page shows. */
  openDetail(returnId: number): void {
    this.actor.send({ type: 'detail.open' });
    this.detailReturnId = returnId;
  }
}

const memories = new Map<string, FlowMemory>();

/** The memory of the flow of `stepCode`. */
export function flowMemory(stepCode: string): FlowMemory {
  let memory = memories.get(stepCode);
  if (!memory) memories.set(stepCode, (memory = new FlowMemory()));
  return memory;
}
