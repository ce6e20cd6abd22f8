/** What other modules may use of auth: the signed-in user (`Principal`) and how it is read, passwords, one-time tokens, the reset of two-factor sign-in and a page's session. */
export { loadPrincipal, userClientCodes, userPlantCodes, userRoleNames, type Principal } from './principal.ts';
export { hashNewPassword } from './passwords.ts';
export { newOneTimeToken } from './tokens.ts';
export { resetTwoFactor } from './twoFactor.ts';
export { pageSession } from './sessions/pageSession.ts';
