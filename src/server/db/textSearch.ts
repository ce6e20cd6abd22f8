import { withoutSpaces } from '../../shared/codes.ts';

/** A LIKE pattern matching text that contains `value`, case-insensitively (compare with lower(column)). */
export const containing = (value: string) => `%${value.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;

/** Invoice, batch and similar codes are typed or pasted with stray spaces; they never hold one. */
export const noSpaces = (value: string | undefined) => (value && withoutSpaces(value)) || undefined;
