import { createActor } from 'xstate';
import { chiefWarehouseFlow, warehouseSave } from '../../../../machines/warehouse/chiefWarehouseFlow.ts';
import { actorOptions } from '../../actorOptions.ts';
import type { Schemas } from '../../api/client.ts';
import { lifecycleOf } from '../returns/index.ts';
import { linesOf } from '../warehouse/index.ts';
import type { DockActor } from './DockReturnCard.tsx';
import type { DockScan } from './dockStore.ts';

/**
 * The Chief Warehouse flow of a scanned return, loaded with the first return opened (the scan
 * screen shows without the machines' scripts): the desk's machine, started at the return's
 * detail; null when its lifecycle does not wait for the warehouse.
 */
export function startCounting(scan: DockScan): DockActor | null {
  const actor = createActor(chiefWarehouseFlow, actorOptions()).start();
  actor.send({ type: 'detail.open', lifecycle: lifecycleOf(scan.document), lines: linesOf(scan.document) });
  if (actor.getSnapshot().hasTag('detail')) return actor;
  actor.stop();
  return null;
}

/** The flow's Save: what it sends when its checks pass (the problem is then the flow's to show), else null. */
export function saveOf(actor: DockActor): Schemas['WarehouseSave'] | null {
  actor.send({ type: 'warehouse.save' });
  if (!actor.getSnapshot().matches('saving')) return null;
  const body = warehouseSave(actor.getSnapshot().context);
  return { ...body, items: [...body.items] };
}

/** Kept on the tablet is saved for the flow: the server's answer comes in the dock's list of decisions. */
export function keptAsSaved(actor: DockActor): void {
  actor.send({ type: 'save.succeeded' });
  if (actor.getSnapshot().matches('awaitingSalesOrder')) actor.send({ type: 'salesOrder.pending' });
}
