/**
 * What other modules may use of returns: the lifecycle (the only writer of a return's workflow
 * state), the scoped reads, the available quantity, saving a return and its quantities' rules.
 */
export * from './lifecycle/index.ts';
export { clientScopeOf, plantScopeOf, scopedLines, scopedReturns, seesWholeReturn, wholeReturns } from './returnScope.ts';
export { actorFullName, customerField, loginFullName, pendingUsersSeenBy, returnNames, stepTitle } from './returnNames.ts';
export { availableBaseOf } from './availableQuantity.ts';
export { returnLeadTimes } from './returnLeadTimes.ts';
export { altUomsOf, round3 } from './invoiceLineFacts.ts';
export { assertStorableQuantity, assertWholeUnits } from './storableQuantity.ts';
export { saveReturnAs } from './saveReturn.ts';
export { routingPolicyOf } from './saveRepository.ts';
export { returnDocumentOf } from './returnDocument.ts';
