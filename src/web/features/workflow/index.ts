/** What the workflow feature offers the other screens: a routing change previewed on the last months' lines before it is saved. */
export { RoutingWhatIf, routingPartOf } from './RoutingWhatIf.tsx';
export { processStepNames } from './processStepNames.ts';
