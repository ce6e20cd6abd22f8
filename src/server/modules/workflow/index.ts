/** What other modules use of the workflow charts' module: the service levels and their sweep. */
export { pastTarget, serviceLevelsOf, type ServiceLevels } from './serviceLevels.ts';
export { queueServiceLevelSweep, serviceLevelJobHandlers } from './serviceLevelSweep.ts';
