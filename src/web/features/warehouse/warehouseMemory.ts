import { createActor, type ActorRefFrom } from 'xstate';
import { chiefWarehouseFlow } from '../../../../machines/warehouse/chiefWarehouseFlow.ts';
import { actorOptions } from '../../actorOptions.ts';
import type { Schemas } from '../../api/client.ts';
import type { WarehouseListAddress } from './warehouseSearch.ts';
import { flowScope } from '../../ui/flowScope.tsx';

export type WarehouseRow = Schemas['WarehouseRow'];
export type WarehouseActor = ActorRefFrom<typeof chiefWarehouseFlow>;

/**
 * Chief Warehouse's memory while the user is on its screens (its route scope): the flow's machine, the return chosen with Confirm FPRE
 * and the address of the list's last search, null before the first (so the detail's Back and a
 * return to the screen find it; the list itself reads its search from the address). A detail
 * opened without its return goes back to the search (spec 002 §2).
 */
export class WarehouseMemory {
  actor: WarehouseActor | null = null;
  opened: WarehouseRow | null = null;
  search: WarehouseListAddress | null = null;

  keepSearch(search: WarehouseListAddress): void {
    this.search = search;
  }

  /** The return going on to the detail, and the list's search for its Back. */
  open(row: WarehouseRow, search: WarehouseListAddress): void {
    this.opened = row;
    this.search = search;
  }

  /** The flow at its search: as it stands when it is there, else a fresh one. */
  atSearch(): WarehouseActor {
    if (!this.actor?.getSnapshot().hasTag('list')) {
      this.actor?.stop();
      this.actor = createActor(chiefWarehouseFlow, actorOptions()).start();
    }
    return this.actor;
  }
}

/** The memory of Chief Warehouse's screens, held by their routes. */
export const warehouseScope = flowScope('ChiefWarehouse', () => new WarehouseMemory());
export const WarehouseFlowScope = warehouseScope.Scope;
