import { createActor, type ActorRefFrom } from 'xstate';
import { withoutRtvWizard } from '../../../../../machines/returns/withoutRtvWizard.ts';
import type { Schemas } from '../../../api/client.ts';

export type Candidate = Schemas['InvoiceLineCandidate'];
type WizardActor = ActorRefFrom<typeof withoutRtvWizard>;

/**
 * The wizard outlives the route change from search to detail, for this tab only and in memory:
 * the lines chosen on the search screen are what the detail screen edits.
 */
let actor: WizardActor = createActor(withoutRtvWizard).start();
let chosen: Candidate[] = [];

export const withoutRtvStore = {
  actor: (): WizardActor => actor,
  /** A fresh wizard, unless the current one is still under way. */
  begin(): WizardActor {
    if (actor.getSnapshot().status !== 'active') {
      actor = createActor(withoutRtvWizard).start();
      chosen = [];
    }
    return actor;
  },
  restart(): WizardActor {
    actor.stop();
    actor = createActor(withoutRtvWizard).start();
    chosen = [];
    return actor;
  },
  choose(lines: Candidate[]): void {
    chosen = lines;
  },
  chosen: (): Candidate[] => chosen,
};
