/** What the returns feature offers the other screens: a return's document, lines and labels. */
export { CrpBadge } from './CrpBadge.tsx';
export { lifecycleOf } from './lifecycleOf.ts';
export { QuantityChangeDialog, type QuantityChangeLine } from './QuantityChangeDialog.tsx';
export { LineRoute } from './ReturnRoute.tsx';
export { useReturnTypeLabel, useTypeReturnOptions } from './returnTypes.ts';
export { routingPolicyQuery } from './returnQueries.ts';
export { useReasons } from './useReasons.ts';
export { useReturnDocument } from './useReturnDocument.ts';
export { viewPhoto } from './viewPhoto.ts';
