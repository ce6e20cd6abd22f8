import { deliveryMessages, deliveryRefusal } from '../../../../../machines/delivery/deliveryRules.ts';
import { returnLifecycle, type LifecycleEvent } from '../../../../../machines/returns/returnLifecycle.ts';
import { conflict, type Problem } from '../../../http/problem.ts';
import type { Snapshot } from './rowMapping.ts';

type StateNode = (typeof returnLifecycle)['root'];

/** The state nodes a snapshot is in, innermost first (where XState looks for a transition first). */
function activeNodes(snapshot: Snapshot): StateNode[] {
  const nodes: StateNode[] = [];
  let node: StateNode = returnLifecycle.root;
  let value: unknown = snapshot.value;
  while (node) {
    nodes.unshift(node);
    const key: string | undefined = typeof value === 'string' ? value : value && typeof value === 'object' ? Object.keys(value)[0] : undefined;
    if (!key) break;
    value = typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    node = node.states[key] as StateNode;
  }
  return nodes;
}

/**
 * Why the machine refuses `event` in `snapshot`: the named guards of the transitions the state
 * has for it (none of which passed), or null when the state takes no such event at all.
 */
export function refusingGuards(snapshot: Snapshot, event: LifecycleEvent): string[] | null {
  const candidates: { guard?: unknown }[] = activeNodes(snapshot).flatMap((node) => (node.on as Record<string, { guard?: unknown }[]>)[event.type] ?? []);
  if (!candidates.length) return null;
  const nameOf = (guard: unknown) =>
    typeof guard === 'string' ? guard : guard && typeof guard === 'object' && 'type' in guard ? String(guard.type) : 'unguarded';
  const names = candidates.map((t) => nameOf(t.guard));
  return [...new Set(names)];
}

interface Refused<E extends LifecycleEvent = LifecycleEvent> {
  retNumber: string;
  snapshot: Snapshot;
  event: E;
  /** The refusing guards, or null when the state takes no such event. */
  guards: string[] | null;
}

type Wording = { [T in LifecycleEvent['type']]: (r: Refused<Extract<LifecycleEvent, { type: T }>>) => Problem };

const stateName = (s: Snapshot) => (typeof s.value === 'string' ? s.value : JSON.stringify(s.value));

/**
 * The refusal of each event, in the words the screens have shown (the specification's where it
 * has some). Where an event is refused for more than one reason, the refusing guard, or the state
 * taking no such event at all, picks the words; the guards' names stay out of users' sight.
 */
const wording: Wording = {
  'return.submit': ({ retNumber, guards }) =>
    conflict(
      guards
        ? `Return ${retNumber} cannot be submitted: no step of its route starts the chain.`
        : `Return ${retNumber} was already submitted and cannot be changed here.`,
    ),
  'return.delete': ({ retNumber }) => conflict(`Return ${retNumber} is not a draft and cannot be deleted.`),
  'return.reject': ({ retNumber, guards }) =>
    conflict(`Return ${retNumber} can no longer be rejected: ${guards ? 'its FPRE was printed or a line was approved' : 'it is a draft or has ended'}.`),
  'line.decide': ({ retNumber, event }) => conflict(`Return ${retNumber} has no line waiting for this decision at ${event.step}.`),
  'line.changeQuantity': ({ retNumber }) => conflict(`The quantity of a line of return ${retNumber} cannot be changed at this step.`),
  'fpre.print': () => conflict(deliveryMessages.notPrintable),
  'fareye.answer': ({ retNumber }) => conflict(`Return ${retNumber} no longer waits for delivery tracking.`),
  'fareye.retry': ({ retNumber }) => conflict(`Delivery tracking of return ${retNumber} has not failed; there is nothing to retry.`),
  // The first refusing named guard of the upload says why (deliveryRules.ts, as the screen says it).
  'fpre.upload': ({ retNumber, snapshot, event }) => {
    const problem = deliveryRefusal(snapshot, event);
    return conflict(problem ? deliveryMessages[problem] : `Return ${retNumber} is not pending on Chief Delivery (it is ${stateName(snapshot)}).`, 'file');
  },
  'fpre.delete': ({ retNumber }) => conflict(`No FPRE is uploaded for return ${retNumber}.`),
  'delivery.approve': ({ retNumber }) => conflict(`Please upload the signed FPRE of return ${retNumber} first.`),
  'delivery.reject': ({ retNumber, snapshot }) => conflict(`Return ${retNumber} is not pending on Chief Delivery (it is ${stateName(snapshot)}).`),
  'warehouse.save': ({ retNumber }) => conflict(`Return ${retNumber} is not waiting for this decision at Chief Warehouse.`),
  'salesOrder.created': ({ retNumber }) => conflict(`Return ${retNumber} has no sales order waiting for SAP's answer.`),
  'salesOrder.failed': ({ retNumber }) => conflict(`Return ${retNumber} has no sales order waiting for SAP's answer.`),
  'salesOrder.retry': ({ retNumber }) => conflict(`Return ${retNumber} has no failed sales order to send again.`),
  'invoice.found': ({ retNumber }) => conflict(`Return ${retNumber} has no sales order waiting for its invoice.`),
};

/** The 409 answering an event the lifecycle refuses; `detail` replaces the wording where the caller knows more (a line's number). */
export function refusalOf(retNumber: string, snapshot: Snapshot, event: LifecycleEvent, detail?: string): Problem {
  if (detail) return conflict(detail);
  const refused = { retNumber, snapshot, event, guards: refusingGuards(snapshot, event) };
  return (wording[event.type] as (r: Refused) => Problem)(refused);
}
