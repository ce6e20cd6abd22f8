import { createActor } from 'xstate';
import { rejectFlow } from '../../../../machines/rejects/rejectFlow.ts';
import { actorOptions } from '../../actorOptions.ts';
import type { Schemas } from '../../api/client.ts';
import { flowScope } from '../../ui/flowScope.tsx';
import type { RejectSearch } from './rejectSearch.ts';

export type RejectedLine = Schemas['RejectedLine'];

/**
 * Reject Return's memory while the user is on its screens (its route scope): the flow, the lines chosen on the list and the
 * address of the list's last search (so the screens' Back finds it; the list itself reads the
 * address). A screen opened without lines chosen goes back to the list.
 */
export class RejectMemory {
  actor = createActor(rejectFlow, actorOptions()).start();
  chosen: RejectedLine[] = [];
  search: Partial<RejectSearch> & { page?: number; size?: number } = {};

  keepSearch(search: RejectMemory['search']): void {
    this.search = search;
  }

  /** The lines going on to the next screen, and the list's search for its Back. */
  choose(lines: RejectedLine[], search: RejectMemory['search']): void {
    this.chosen = lines;
    this.search = search;
  }

  /** The list: the flow as it stands when it is at its list, else a fresh one. */
  atList() {
    if (!this.actor.getSnapshot().hasTag('list')) {
      this.actor.stop();
      this.actor = createActor(rejectFlow, actorOptions()).start();
    }
    return this.actor;
  }
}

/** The memory of Reject Return's screens, held by their routes. */
export const rejectScope = flowScope('RejectReturn', () => new RejectMemory());
export const RejectFlowScope = rejectScope.Scope;
