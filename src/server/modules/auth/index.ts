/** What other modules may use of auth: the signed-in user (`Principal`) and how it is read, passwords and one-time tokens. */
export { loadPrincipal, userClientCodes, userPlantCodes, userRoleNames, type Principal } from './principal.ts';
export { hashNewPassword } from './passwords.ts';
export { newOneTimeToken } from './tokens.ts';
