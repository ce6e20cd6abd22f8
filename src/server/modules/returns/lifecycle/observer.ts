import type { LifecycleEvent } from '../../../../../machines/returns/returnLifecycle.ts';
import type { Snapshot } from './rowMapping.ts';

/** Told each event `apply` lets the machine take, with the snapshot it took it from. */
export type LifecycleObserver = (before: Snapshot, event: LifecycleEvent) => void;

let observer: LifecycleObserver | undefined;

/**
 * Installs (or, with undefined, removes) the one observer of the lifecycle's transitions. Only
 * tests install one (tests/coverage/apiRecording.ts records which transitions the API executed);
 * the app runs without.
 */
export function observeLifecycle(next: LifecycleObserver | undefined): void {
  observer = next;
}

/** Tells the observer, if any, that `event` is taken from `before`. */
export function observeTransition(before: Snapshot, event: LifecycleEvent): void {
  observer?.(before, event);
}
