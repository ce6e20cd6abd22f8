import type { operations } from '../../generated/api.d.ts';

/**
 * The fields a list may be sorted by, as openapi.yaml declares them for its operation (sortBy's
 * enum): the server's sort expressions are keyed by them, the screens' column ids sent as them.
 */
export type SortFieldOf<Op extends keyof operations> = operations[Op]['parameters'] extends { query?: { sortBy?: infer Field } } ? NonNullable<Field> : never;
