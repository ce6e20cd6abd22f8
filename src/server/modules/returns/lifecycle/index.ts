/**
 * The one owner of a return's lifecycle on the server (DESIGN §1): `load` locks a return within
 * the user's scope and rebuilds its snapshot, `apply` asks the machine and stores what follows
 * (workflow columns, event rows, the step entered), `lockAtStep` locks it for a user's action at a
 * step (waiting there, assigned, as last seen). Nothing else writes the workflow columns of
 * `returns` or rows of `return_events` (eslint.config.js, rule lifecycle/one-writer).
 */
export { apply, assertAccepts, type Applied } from './apply.ts';
export { lifecycleColumns, snapshotColumns, stillInReturn, waitsForDecision, type ReturnHeader, type StepColumns } from './columns.ts';
export { assertDraft, createDraft, saveDraft } from './draft.ts';
export { record, type MadeAt } from './eventRows.ts';
export { countRework } from './linePaths.ts';
export { endRejectedWait } from './lineSteps.ts';
export { load, type Loaded, type ReturnKey } from './load.ts';
export { observeLifecycle } from './observer.ts';
export { columnsOf, stateIdOf, storedStateOf, type SentSnapshot, type Snapshot, type StoredStateOf } from './rowMapping.ts';
export { sentSnapshotAfter, sentSnapshotsOf, sentSnapshotsOfRows } from './sentSnapshot.ts';
export { snapshotOf, storedLinesColumn, type StoredReturn } from './snapshotOf.ts';
export { assertVersion } from './version.ts';
export { lockAtStep, type ActionAt } from './lockAtStep.ts';
export { actsOnAnyStep, assertAssigned } from './stepAssignees.ts';
