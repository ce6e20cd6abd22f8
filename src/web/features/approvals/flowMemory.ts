import { createActor, type ActorRefFrom } from 'xstate';
import { decisionFlow } from '../../../../machines/approvals/decisionFlow.ts';
import { actorOptions } from '../../actorOptions.ts';
import type { Schemas } from '../../api/client.ts';
import type { ListAddress } from '../../ui/listAddress.ts';
import type { FilterKey } from './approvalFlows.ts';
import { flowScope } from '../../ui/flowScope.tsx';
import type { KeptDecisions } from './decisionMemory.ts';

export type ApprovalRow = Schemas['ApprovalRow'];
export type ListSearch = Record<FilterKey, string>;
type FlowActor = ActorRefFrom<typeof decisionFlow>;

/**
 * One approval flow's memory, while the user is on its screens (its route scope): the machine, the rows chosen for the decision
 * screen, the return opened on the detail page and the address of the list's last search (so the
 * screens' Back finds it; the list itself reads its search from the address).
 * A screen opened without its record goes back to the list (spec 002 §2).
 */
export class FlowMemory {
  actor: FlowActor = createActor(decisionFlow, actorOptions()).start();
  chosen: ApprovalRow[] = [];
  detailReturnId: number | null = null;
  search: ListAddress<FilterKey> = {};
  private returnFilterCleared = false;

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

  /** The list comes back without the return number it was narrowed to, once its lines were decided: the list says so, once. */
  clearReturnFilter(cleared: boolean): void {
    this.returnFilterCleared = cleared;
  }

  /** Whether the list came back with its return number cleared (asked once, on arrival). */
  takeReturnFilterCleared(): boolean {
    const cleared = this.returnFilterCleared;
    this.returnFilterCleared = false;
    return cleared;
  }

  /** The decision screen as the tab kept it (decisionMemory.ts). */
  restore(kept: KeptDecisions): void {
    this.actor.stop();
    this.actor = createActor(decisionFlow, { snapshot: kept.machine, ...actorOptions() }).start();
    this.chosen = kept.chosen;
    this.search = kept.search;
  }

  /** The return the detail page shows. */
  openDetail(returnId: number): void {
    this.actor.send({ type: 'detail.open' });
    this.detailReturnId = returnId;
  }
}

/** The memory of the approval flow whose screens are shown; each flow's routes hold their own. */
export const approvalScope = flowScope('ApprovalFlow', () => new FlowMemory());
export const ApprovalFlowScope = approvalScope.Scope;
