import { createActor } from 'xstate';
import { rejectFlow } from '../../../../machines/rejects/rejectFlow.ts';
import { actorOptions } from '../../actorOptions.ts';
import type { Schemas } from '../../api/client.ts';

export type RejectedLine = Schemas['RejectedLine'];

export interface RejectSearch {
  retNumber: string;
  invoiceNo: string;
  customerName: string;
  materialName: string;
  materialCode: string;
}

export const emptyRejectSearch: RejectSearch = { retNumber: '', invoiceNo: '', customerName: '', materialName: '', materialCode: '' };

/**
 * Reject Return's memory, for this tab only: the flow, the lines chosen on the list and the
 * address of the list's last search (so the screens' Back finds it; the list itself reads the
 * address). A screen opened without lines chosen goes back to the list.
 */
class RejectMemory {
  actor = createActor(rejectFlow, actorOptions()).start();
  chosen: RejectedLine[] = [];
  search: Partial<RejectSearch> & { page?: number; size?: number } = {};

  /** The list: the flow as it stands when it is at its list, else a fresh one. */
  atList() {
    if (!this.actor.getSnapshot().hasTag('list')) {
      this.actor.stop();
      this.actor = createActor(rejectFlow, actorOptions()).start();
    }
    return this.actor;
  }
}

export const rejectMemory = new RejectMemory();
