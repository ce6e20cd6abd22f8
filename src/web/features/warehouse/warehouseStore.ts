import { createActor, type ActorRefFrom } from 'xstate';
import { chiefWarehouseFlow } from '../../../../machines/warehouse/chiefWarehouseFlow.ts';
import { actorOptions } from '../../actorOptions.ts';
import type { Schemas } from '../../api/client.ts';

export type WarehouseRow = Schemas['WarehouseRow'];
export type WarehouseActor = ActorRefFrom<typeof chiefWarehouseFlow>;

export interface WarehouseSearch {
  startDate: string | null;
  endDate: string | null;
  retNumber: string;
  typeReturn: string;
  invoiceNo: string;
  customerName: string;
  customerCode: string;
}

export const emptyWarehouseSearch: WarehouseSearch = { startDate: null, endDate: null, retNumber: '', typeReturn: '', invoiceNo: '', customerName: '', customerCode: '' };

/**
 * Chief Warehouse's memory for this tab: the flow's machine, the return chosen with Confirm FPRE
 * and the last search. A detail opened without its return goes back to the search (spec 002 §2).
 */
class WarehouseMemory {
  actor: WarehouseActor | null = null;
  opened: WarehouseRow | null = null;
  search: WarehouseSearch | null = null;

  /** The flow at its search: as it stands when it is there, else a fresh one. */
  atSearch(): WarehouseActor {
    if (!this.actor?.getSnapshot().hasTag('list')) {
      this.actor?.stop();
      this.actor = createActor(chiefWarehouseFlow, actorOptions()).start();
    }
    return this.actor;
  }
}

export const warehouseMemory = new WarehouseMemory();
