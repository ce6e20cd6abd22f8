/** What other modules use of the workflow charts' module: the service levels and their sweep. */
export { pastTarget, serviceLevelsOf } from './serviceLevels.ts';
export { queueServiceLevelSweep, serviceLevelJobHandlers } from './serviceLevelSweep.ts';
