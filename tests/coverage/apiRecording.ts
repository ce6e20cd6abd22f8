import { createActor, type AnyStateMachine } from 'xstate';
import { returnLifecycle } from '../../machines/returns/returnLifecycle.ts';
import { observeLifecycle } from '../../src/server/modules/returns/lifecycle/index.ts';
import { transitionRecorder } from './record.ts';

/**
 * Setup of the API projects: every event the server's lifecycle takes (its `apply`) is taken
 * again by an inspected actor from the same snapshot, and the transitions XState reports are
 * recorded for the coverage check (scripts/transitionCoverage.ts).
 */
const recorder = transitionRecorder('api');
observeLifecycle((before, event) => {
  const actor = createActor(returnLifecycle as AnyStateMachine, { snapshot: returnLifecycle.getPersistedSnapshot(before), inspect: recorder.inspect }).start();
  actor.send(event);
  actor.stop();
});
