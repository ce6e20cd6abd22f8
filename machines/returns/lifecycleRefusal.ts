import type { SnapshotFrom } from 'xstate';
import { fpreUploadGuards, returnLifecycle, type LifecycleContext, type LifecycleEvent } from './returnLifecycle.ts';

/** A snapshot of the return lifecycle, as the server rebuilds it from a return's rows. */
export type LifecycleSnapshot = SnapshotFrom<typeof returnLifecycle>;

/** The events whose refusal has more than one reason, with the lifecycle's named guards in the order a refusal names them. */
const namedConditions = {
  'fpre.upload': fpreUploadGuards,
} satisfies Partial<Record<LifecycleEvent['type'], Record<string, (args: { context: LifecycleContext; event: LifecycleEvent }) => boolean>>>;

export type RefusingGuard = { [T in keyof typeof namedConditions]: keyof (typeof namedConditions)[T] }[keyof typeof namedConditions];

/**
 * The first of the lifecycle's named guards that refuses `event` in `snapshot`: the reason both the
 * server's 409 and the screens' dialog give (the guard functions are the machine's own, never a
 * second copy of the rule). Null when the lifecycle accepts the event, or the event has no named
 * conditions, or every condition holds (the return is at a step that takes no such event).
 */
export function refusingGuard(snapshot: LifecycleSnapshot, event: LifecycleEvent): RefusingGuard | null {
  if (snapshot.can(event)) return null;
  const conditions = (
    namedConditions as Partial<Record<LifecycleEvent['type'], Record<string, (args: { context: LifecycleContext; event: LifecycleEvent }) => boolean>>>
  )[event.type];
  if (!conditions) return null;
  for (const [name, holds] of Object.entries(conditions)) if (!holds({ context: snapshot.context, event })) return name as RefusingGuard;
  return null;
}
