import { createActor, type ActorRefFrom } from 'xstate';
import { chiefDeliveryFlow } from '../../../../machines/delivery/chiefDeliveryFlow.ts';
import type { ListedReturn } from '../../../../machines/delivery/deliveryRules.ts';
import { actorOptions } from '../../actorOptions.ts';
import type { Schemas } from '../../api/client.ts';
import { lifecycleOf } from '../returns/index.ts';

export type DeliveryRow = Schemas['DeliveryRow'];
export type DeliveryActor = ActorRefFrom<typeof chiefDeliveryFlow>;

export interface DeliverySearch {
  retNumber: string;
  invoiceNo: string;
  typeReturn: string;
  customerName: string;
  customerCode: string;
  statusPrint: string;
}

export const emptyDeliverySearch: DeliverySearch = { retNumber: '', invoiceNo: '', typeReturn: '', customerName: '', customerCode: '', statusPrint: '' };

/** A listed return (or the server's answer about it) as the flow asks it: its number and the lifecycle snapshot the server sent. */
export const listedOf = (row: Pick<DeliveryRow, 'retNumber' | 'lifecycle'>): ListedReturn => ({ retNumber: row.retNumber, lifecycle: lifecycleOf(row) });

/**
 * Chief Delivery's memory for this tab: the flow's machine, the return opened on the delivery
 * detail and the list's last search (so Back and a return to the screen find it). A detail opened
 * without its return goes back to the list (spec 002 §2).
 */
class DeliveryMemory {
  actor: DeliveryActor | null = null;
  opened: DeliveryRow | null = null;
  search: DeliverySearch | null = null;

  keepSearch(search: DeliverySearch): void {
    this.search = search;
  }

  /** The flow at its list: as it stands when it is there, else a fresh one. */
  atList(bypassFareye: boolean): DeliveryActor {
    if (!this.actor?.getSnapshot().hasTag('list') || this.actor.getSnapshot().context.bypassFareye !== bypassFareye) {
      this.actor?.stop();
      this.actor = createActor(chiefDeliveryFlow, { input: { bypassFareye }, ...actorOptions() }).start();
    }
    return this.actor;
  }
}

export const deliveryMemory = new DeliveryMemory();
