import { stepOrder, type StepCode, type WaitingStep } from './route.ts';

/**
 * Whether a line took the route the routing policy gives its return (issue 33, conformance): the
 * approval steps it passed against the route's. A line that stopped early (rejected, its draft
 * deleted) is held only to the route's steps up to where it stopped; a step visited again (the
 * warehouse's Not OK back to Chief Delivery) is a rework, not a deviation. Pure: the server runs it
 * on the lines' paths (line_paths) and the what-if preview on a changed policy.
 */

/** The steps a return waits at along a route: QA Client after QA HO. */
export function routeSteps(route: readonly StepCode[]): WaitingStep[] {
  return route.flatMap((step): WaitingStep[] => (step === 'QAHO' ? ['QAHO', 'QACLIENT'] : [step]));
}

/** The approval steps in their order, QA Client after QA HO. */
const chainOrder: readonly WaitingStep[] = routeSteps(stepOrder);
const isChainStep = (step: string): step is WaitingStep => (chainOrder as readonly string[]).includes(step);

export interface Deviation {
  /** Steps of the route the line did not pass before where it stopped. */
  skipped: WaitingStep[];
  /** Steps the line passed that the route does not hold. */
  added: WaitingStep[];
}

/** How a line's path (its steps in order) departs from `route`; both empty when it conforms. */
export function deviationOf(path: readonly string[], route: readonly StepCode[]): Deviation {
  const passed = [...new Set(path.filter(isChainStep))];
  const expected = routeSteps(route);
  const last = passed.at(-1);
  const reach = last === undefined ? -1 : chainOrder.indexOf(last);
  return {
    skipped: expected.filter((step) => chainOrder.indexOf(step) <= reach && !passed.includes(step)),
    added: passed.filter((step) => !expected.includes(step)),
  };
}

export const conforms = (d: Deviation): boolean => d.skipped.length === 0 && d.added.length === 0;
