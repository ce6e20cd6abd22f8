/** What other modules may use of admin: the registrations waiting. */
export { countPendingRegistrations } from './adminRepository.ts';
