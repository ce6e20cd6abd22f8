import { queryLimits } from '../../../generated/queryLimits.ts';

type Limited = keyof typeof queryLimits;

/**
 * The longest text a list's search field takes, as its operation declares it (openapi.yaml,
 * generated/queryLimits.ts): the input carries it as its maxLength, so pasted text is cut where the
 * server would refuse it, instead of a refusal in English and an address of 10,000 characters.
 */
export function maxLengthOf(operation: Limited, field: string): number | undefined {
  return (queryLimits[operation] as Readonly<Record<string, number>>)[field];
}
