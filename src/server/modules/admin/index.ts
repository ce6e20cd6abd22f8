/** What other modules may use of admin: the registrations waiting; what routing understands of a proposed policy. */
export { countPendingRegistrations } from './adminRepository.ts';
export { routingPolicyProblem } from './records/routingValues.ts';
