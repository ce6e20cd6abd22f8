import { createActor, type ActorRefFrom } from 'xstate';
import { chiefWarehouseFlow } from '../../../../machines/warehouse/chiefWarehouseFlow.ts';
import { actorOptions } from '../../actorOptions.ts';
import type { Schemas } from '../../api/client.ts';
import type { WarehouseListAddress } from './warehouseSearch.ts';

export type WarehouseRow = Schemas['WarehouseRow'];
export type WarehouseActor = ActorRefFrom<typeof chiefWarehouseFlow>;

/**
 * Chief Warehouse's memory for this tab: the flow's machine, the return chosen with Confirm FPRE
 * and the address of the list's last search, null before the first (so the detail's Back and a
 * return to the screen find it; the list itself reads its search from the address). A detail
 * opened without its return goes back to the search (spec 002 §2).
 */
class WarehouseMemory {
  actor: WarehouseActor | null = null;
  opened: WarehouseRow | null = null;
  search: WarehouseListAddress | null = null;

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
