import { routingParamCodes } from '../../../../../machines/returns/route.ts';
import type { ReturnType } from '../../../../../machines/returns/saveRules.ts';
import { returnTypeNames } from '../../../../shared/returnStatus.ts';

/**
 * The parameter groups and codes the product reads: they may be renamed in their values, never
 * removed, and the values of the routing policy must be what routing understands.
 */
export const productParamGroups = {
  STATUS: ['D', 'W', 'A', 'R'],
  STATUS_PRINT: ['Y', 'N', 'R'],
  STEP_APPROVAL: ['SALES', 'CLIENT', 'BRQA', 'QAHO', 'CD', 'CW', 'END', ...Object.values(routingParamCodes)],
  REASON: [],
  // The target waiting time at each step, in hours (the workflow charts' service levels).
  SERVICE_LEVEL: ['SALES', 'CLIENT', 'BRQA', 'QAHO', 'QACLIENT', 'CD', 'CW'],
} as const satisfies Record<string, readonly string[]>;

export const returnTypes = Object.keys(returnTypeNames) as readonly ReturnType[];

export const isProductGroup = (group: string): group is keyof typeof productParamGroups => Object.hasOwn(productParamGroups, group);

/** A code the product reads in its group (a status, a step, a routing parameter). */
export const isProductCode = (group: string, code: string) => isProductGroup(group) && (productParamGroups[group] as readonly string[]).includes(code);

/** The items of a comma-separated value, trimmed. */
export const itemsOf = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
