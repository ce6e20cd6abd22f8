import type { AnyStateMachine, EventFrom, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

export interface TransitionPath<M extends AnyStateMachine> {
  steps: EventFrom<M>[];
  from: SnapshotFrom<M>['value'];
  event: EventFrom<M>;
}

/**
 * Every state (as `serialize` distinguishes them) by its shortest path, then each event that state
 * accepts: one path per transition of the machine.
 */
export function transitionPaths<M extends AnyStateMachine>(
  machine: M,
  events: EventFrom<M>[],
  serialize: (snapshot: SnapshotFrom<M>) => string,
  input?: unknown,
) {
  const statePaths = getShortestPaths(machine, { events, serializeState: serialize as never, ...(input === undefined ? {} : { input: input as never }) });
  const paths: TransitionPath<M>[] = statePaths.flatMap((path) =>
    events
      .filter((event) => path.state.can(event))
      .map((event) => ({ steps: [...path.steps.map((s) => s.event as EventFrom<M>), event], from: path.state.value, event })),
  );
  return { states: statePaths.map((p) => p.state as SnapshotFrom<M>), paths };
}

export const describeEvent = (event: { type: string }) =>
  `${event.type}${Object.keys(event).length > 1 ? ` ${JSON.stringify({ ...event, type: undefined })}` : ''}`;
