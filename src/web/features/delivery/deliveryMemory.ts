import { createActor, type ActorRefFrom } from 'xstate';
import { chiefDeliveryFlow } from '../../../../machines/delivery/chiefDeliveryFlow.ts';
import type { ListedReturn } from '../../../../machines/delivery/deliveryRules.ts';
import { actorOptions } from '../../actorOptions.ts';
import type { Schemas } from '../../api/client.ts';
import { lifecycleOf } from '../returns/index.ts';
import type { DeliveryListAddress } from './deliverySearch.ts';
import { flowScope } from '../../ui/flowScope.tsx';

export type DeliveryRow = Schemas['DeliveryRow'];
export type DeliveryActor = ActorRefFrom<typeof chiefDeliveryFlow>;

/** A listed return (or the server's answer about it) as the flow asks it: its number and the lifecycle snapshot the server sent. */
export const listedOf = (row: Pick<DeliveryRow, 'retNumber' | 'lifecycle'>): ListedReturn => ({ retNumber: row.retNumber, lifecycle: lifecycleOf(row) });

/**
 * Chief Delivery's memory while the user is on its screens (its route scope): the flow's machine, the rows chosen on the list (by
 * return number, with every row seen, so a choice stays across searches and pages as the flow's
 * does), the return opened on the delivery detail and the address of the list's last search, null before the first (so the detail's Back
 * and a return to the screen find it; the list itself reads its search from the address). A
 * detail opened without its return goes back to the list (spec 002 §2).
 */
export class DeliveryMemory {
  actor: DeliveryActor | null = null;
  opened: DeliveryRow | null = null;
  chosen: Record<string, boolean> = {};
  seen = new Map<string, DeliveryRow>();
  search: DeliveryListAddress | null = null;

  keepSearch(search: DeliveryListAddress): void {
    this.search = search;
  }

  keepChosen(chosen: Record<string, boolean>): void {
    this.chosen = chosen;
  }

  /** The return going on to the detail, and the list's search for its Back. */
  open(row: DeliveryRow, search: DeliveryListAddress): void {
    this.opened = row;
    this.search = search;
  }

  /** The flow at its list: as it stands when it is there, else a fresh one. */
  atList(bypassFareye: boolean): DeliveryActor {
    if (!this.actor?.getSnapshot().hasTag('list') || this.actor.getSnapshot().context.bypassFareye !== bypassFareye) {
      this.actor?.stop();
      this.actor = createActor(chiefDeliveryFlow, { input: { bypassFareye }, ...actorOptions() }).start();
      this.chosen = {};
      this.seen = new Map();
    }
    return this.actor;
  }
}

/** The memory of Chief Delivery's screens, held by their routes. */
export const deliveryScope = flowScope('ChiefDelivery', () => new DeliveryMemory());
export const DeliveryFlowScope = deliveryScope.Scope;
