import type { CrpFlag } from './blockRules.ts';

/** The approval steps in their order; a return passes those its route contains (DESIGN §4). */
export const stepOrder = ['SALES', 'CLIENT', 'BRQA', 'QAHO', 'CD', 'CW'] as const;
export type StepCode = (typeof stepOrder)[number];

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

export function computeRoute(policy: RoutingPolicy, ret: RoutedReturn): StepCode[] {
  const withoutRtv = policy.salesTypes.includes(ret.returnType);
  const needsClient = ret.lines.some((l) => l.crprgp === 'N' || l.principalApproval);
  const included: Record<StepCode, boolean> = {
    SALES: withoutRtv,
    CLIENT: withoutRtv && needsClient,
    BRQA: policy.brqaReasons.includes(ret.reasonCode),
    QAHO: policy.qahoReasons.includes(ret.reasonCode),
    CD: true,
    CW: true,
  };
  return stepOrder.filter((step) => included[step]);
}

/**
 * The steps one line goes through: the route of a return holding that line alone. A return's
 * route is its lines' routes together; a line passes a step of the return's route that its own
 * route lacks without a decision of its own. The screens show this before saving, from this
 * function, so the rule is written once.
 */
export function routeOfLine(policy: RoutingPolicy, ret: Omit<RoutedReturn, 'lines'>, line: RoutedReturn['lines'][number]): StepCode[] {
  return computeRoute(policy, { ...ret, lines: [line] });
}

/** The STEP_APPROVAL parameter that holds each part of the policy. */
export const routingParamCodes = {
  salesTypes: 'ROUTE_SALES_TYPES',
  brqaReasons: 'ROUTE_BRQA_REASONS',
  qahoReasons: 'ROUTE_QAHO_REASONS',
} as const satisfies Record<keyof RoutingPolicy, string>;

/** Reads the policy from the STEP_APPROVAL parameters (comma-separated values). */
export function routingPolicyFrom(params: Readonly<Record<string, string>>): RoutingPolicy {
  const list = (code: string) => (params[code] ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  return {
    salesTypes: list(routingParamCodes.salesTypes),
    brqaReasons: list(routingParamCodes.brqaReasons),
    qahoReasons: list(routingParamCodes.qahoReasons),
  };
}
