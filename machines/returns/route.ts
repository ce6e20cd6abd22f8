import type { CrpFlag } from './blockRules.ts';

/** The approval steps in their order; a return passes those its route contains (DESIGN §4). */
export const stepOrder = ['SALES', 'CLIENT', 'BRQA', 'QAHO', 'CD', 'CW'] as const;
export type StepCode = (typeof stepOrder)[number];

/**
 * QA Client is no step of a route: after QA HO, QA HO's users record the client's decision
 * (returnLifecycle.ts). Wherever a step's deciders, list, counter or name is meant, a return
 * waiting at QACLIENT counts as waiting at QAHO.
 */
export const stepDecidedAs = { QACLIENT: 'QAHO' } as const satisfies Record<string, StepCode>;
/** A step a return waits at: one of a route, or one decided as another (QACLIENT). */
export type WaitingStep = StepCode | keyof typeof stepDecidedAs;
/** The step whose users decide at `step`, and under whose name it is listed and counted. */
export const decidingStep = (step: WaitingStep): StepCode =>
  Object.hasOwn(stepDecidedAs, step) ? stepDecidedAs[step as keyof typeof stepDecidedAs] : (step as StepCode);
/** The steps decided as `S` (QACLIENT for QAHO, none for the others). */
type DecidedAs<S extends StepCode> = { [K in keyof typeof stepDecidedAs]: (typeof stepDecidedAs)[K] extends S ? K : never }[keyof typeof stepDecidedAs];
/** The steps whose returns wait on `step`'s users: itself and those decided as it. */
export const stepsDecidedBy = <S extends StepCode>(step: S) =>
  [step, ...(Object.keys(stepDecidedAs) as (keyof typeof stepDecidedAs)[]).filter((s) => stepDecidedAs[s] === step)] as (S | DecidedAs<S>)[];

/** The routing policy, kept in parameter group STEP_APPROVAL so administrators can change it. */
export interface RoutingPolicy {
  /** Return types that start at SALES; the others (with RTV) skip SALES and CLIENT. */
  salesTypes: readonly string[];
  brqaReasons: readonly string[];
  qahoReasons: readonly string[];
}

export interface RoutedReturn {
  returnType: string;
  reasonCode: string;
  lines: readonly { crprgp: CrpFlag; principalApproval: boolean }[];
}

/** A line that brings its return to the client: Non CRP, or a material needing the principal's approval. */
export const needsClient = (line: RoutedReturn['lines'][number]): boolean => line.crprgp === 'N' || line.principalApproval;

/**
 * The steps a return passes, computed once when it is submitted (the server stores it) and shown
 * before saving from the same function. Every line still in the return is decided at each step
 * of it, also a line that alone would not have brought the return there.
 */
export function computeRoute(policy: RoutingPolicy, ret: RoutedReturn): StepCode[] {
  const withoutRtv = policy.salesTypes.includes(ret.returnType);
  const included: Record<StepCode, boolean> = {
    SALES: withoutRtv,
    CLIENT: withoutRtv && ret.lines.some(needsClient),
    BRQA: policy.brqaReasons.includes(ret.reasonCode),
    QAHO: policy.qahoReasons.includes(ret.reasonCode),
    CD: true,
    CW: true,
  };
  return stepOrder.filter((step) => included[step]);
}

/** The STEP_APPROVAL parameter that holds each part of the policy. */
export const routingParamCodes = {
  salesTypes: 'ROUTE_SALES_TYPES',
  brqaReasons: 'ROUTE_BRQA_REASONS',
  qahoReasons: 'ROUTE_QAHO_REASONS',
} as const satisfies Record<keyof RoutingPolicy, string>;

/** Reads the policy from the STEP_APPROVAL parameters (comma-separated values). */
export function routingPolicyFrom(params: Readonly<Record<string, string>>): RoutingPolicy {
  const list = (code: string) =>
    (params[code] ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  return {
    salesTypes: list(routingParamCodes.salesTypes),
    brqaReasons: list(routingParamCodes.brqaReasons),
    qahoReasons: list(routingParamCodes.qahoReasons),
  };
}
