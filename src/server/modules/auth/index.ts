/** What other modules may use of auth: the signed-in user (`Principal`) and how it is read. */
export { loadPrincipal, userPlantCodes, userRoleNames, type Principal } from './principal.ts';
