import type { AnyStateMachine } from 'xstate';
import { machineChart, type MachineChart } from '../charts/machineChart.ts';
import { returnLifecycle, type LifecycleContext } from './returnLifecycle.ts';
import { computeRoute, type RoutingPolicy, type StepCode } from './route.ts';

/**
 * The return process as its users name its steps (issue 33): the lifecycle machine's states and
 * transitions projected onto steps, so the analysts' process view, the per-line step rows the
 * lifecycle's writer keeps and the tests read one mapping, and a new state of the machine fails
 * tests/unit/processSteps.test.ts until it is placed here. Pure: no I/O.
 */

/** The chain in its order (the process view's row), then where a line ends off it. */
export const chainSteps = ['NEW', 'SALES', 'CLIENT', 'BRQA', 'QAHO', 'QACLIENT', 'CD', 'CW', 'SALES_ORDER', 'INVOICE'] as const;
export const offChainSteps = ['REJECTED', 'BACK_TO_CUSTOMER', 'DELETED'] as const;
export const processSteps = [...chainSteps, ...offChainSteps] as const;
export type ProcessStep = (typeof processSteps)[number];

/** Steps a line never leaves. A rejected line leaves REJECTED only when Chief Warehouse rejected it (rejectedLineWaits). */
export const finalSteps: readonly ProcessStep[] = ['INVOICE', 'BACK_TO_CUSTOMER', 'DELETED'];

/**
 * Each state of the lifecycle (as the chart names it, without the machine's id) on its step. A
 * return waiting for its sales order or for the invoice after it is at SALES_ORDER; invoiced, its
 * lines have reached the end. A return rejected as a whole or with every line rejected is REJECTED.
 */
export const stepOfState: Readonly<Record<string, ProcessStep>> = {
  draft: 'NEW',
  'inProgress.sales': 'SALES',
  'inProgress.client': 'CLIENT',
  'inProgress.brqa': 'BRQA',
  'inProgress.qaho': 'QAHO',
  'inProgress.qaclient': 'QACLIENT',
  'inProgress.delivery': 'CD',
  'inProgress.warehouse': 'CW',
  'completed.awaitingSalesOrder': 'SALES_ORDER',
  'completed.salesOrderFailed': 'SALES_ORDER',
  'completed.salesOrderCreated': 'SALES_ORDER',
  'completed.invoiced': 'INVOICE',
  completedRejected: 'REJECTED',
  rejected: 'REJECTED',
  deleted: 'DELETED',
};

/** A snapshot's state as stepOfState names it. */
export function stateNameOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const [parent, child] = Object.entries(value as Record<string, unknown>)[0]!;
  return `${parent}.${stateNameOf(child)}`;
}

/** Where a line of a return in `state` is: its return's step, or REJECTED once it dropped out. */
export function lineStepOf(state: string, context: Pick<LifecycleContext, 'lines'>, lineId: string): ProcessStep {
  const step = stepOfState[state];
  if (!step) throw new Error(`The lifecycle state ${state} has no process step.`);
  if (step === 'NEW' || step === 'DELETED') return step;
  return context.lines[lineId]?.active === false ? 'REJECTED' : step;
}

/**
 * A line Chief Warehouse rejected waits in Reject Return (spec 002 §2) until it is given back to
 * the customer or regrouped into a new return; a line rejected at any other step ends there.
 */
export const rejectedLineWaits = (rejectedAt: ProcessStep): boolean => rejectedAt === 'CW';

/** What becomes of a line waiting in Reject Return, after the lifecycle (machines/rejects/rejectFlow). */
export const afterRejection = { backToCustomer: 'BACK_TO_CUSTOMER', regrouped: 'REGROUPED' } as const;

export interface ProcessEdge {
  from: ProcessStep;
  to: ProcessStep;
}

/**
 * Every route computeRoute can give: with or without SALES (return types), CLIENT only after
 * SALES (a line for the client), BRQA and QAHO by reason.
 */
export function possibleRoutes(): StepCode[][] {
  const routes = new Map<string, StepCode[]>();
  for (const withoutRtv of [false, true])
    for (const client of [false, true])
      for (const brqa of [false, true])
        for (const qaho of [false, true]) {
          const policy: RoutingPolicy = { salesTypes: withoutRtv ? ['T'] : [], brqaReasons: brqa ? ['R'] : [], qahoReasons: qaho ? ['R'] : [] };
          const route = computeRoute(policy, { returnType: 'T', reasonCode: 'R', lines: [{ crprgp: client ? 'N' : 'Y', principalApproval: false }] });
          routes.set(route.join(), route);
        }
  return [...routes.values()];
}

type Guard = (args: { context: LifecycleContext; event: { type: string } }, params: unknown) => boolean;

/**
 * Whether a transition guarded by the route can be taken by some route computeRoute gives: the
 * guard itself is asked with each route (a return at `params.step` with every line approved
 * there). Guards that do not read the route are taken as possible.
 */
function someRouteTakes(machine: AnyStateMachine, guard: string | null, params: Record<string, unknown> | null): boolean {
  if (guard !== 'routeStartsAt' && guard !== 'stepDecidedTo') return true;
  const ask = (machine.implementations.guards as Record<string, Guard>)[guard]!;
  return possibleRoutes().some((route) => {
    const step = params?.step as string;
    if (guard === 'stepDecidedTo' && !route.includes((step === 'QACLIENT' ? 'QAHO' : step) as StepCode)) return false;
    const context = {
      route,
      lines: { line: { active: true, decisions: { [step]: 'A' } } },
    } as unknown as LifecycleContext;
    return ask({ context, event: { type: '' } }, params);
  });
}

/** The leaf states a chart state stands for: itself, or (compound) every leaf inside it. */
function leavesOf(chart: MachineChart, id: string): string[] {
  const children = chart.states.filter((s) => s.parent === id);
  return children.length ? children.flatMap((c) => leavesOf(chart, c.id)) : [id];
}

/** The state a transition's target enters: itself, or a compound's initial state down to a leaf. */
function enteredLeaf(chart: MachineChart, id: string): string {
  const initial = chart.states.find((s) => s.parent === id && s.initial);
  return initial ? enteredLeaf(chart, initial.id) : id;
}

/**
 * The process graph: the step moves the lifecycle machine can make for some route (every
 * transition from a state of one step into a state of another, each compound source standing
 * for its leaves), and Reject Return's give-back after it. Moves within a step (a print, an
 * upload, a sales order retried) are no edge.
 */
export function processEdges(machine: AnyStateMachine = returnLifecycle): ProcessEdge[] {
  const chart = machineChart(machine);
  const name = (id: string) => id.slice(machine.id.length + 1);
  const edges = new Map<string, ProcessEdge>();
  for (const t of chart.transitions) {
    if (!t.targets.length || !someRouteTakes(machine, t.guard, t.guardParams)) continue;
    for (const source of leavesOf(chart, t.source))
      for (const target of t.targets) {
        const from = stepOfState[name(source)];
        const to = stepOfState[name(enteredLeaf(chart, target))];
        if (from && to && from !== to) edges.set(`${from}>${to}`, { from, to });
      }
  }
  edges.set(`REJECTED>${afterRejection.backToCustomer}`, { from: 'REJECTED', to: afterRejection.backToCustomer });
  const order = (s: ProcessStep) => processSteps.indexOf(s);
  return [...edges.values()].sort((a, b) => order(a.from) - order(b.from) || order(a.to) - order(b.to));
}
