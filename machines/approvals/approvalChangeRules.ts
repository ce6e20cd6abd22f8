/**
 * The checks of Approval Changes (spec 002 §5), in the specification's wording. The screen's flow
 * (approvalChangeFlow.ts) judges with them; the server checks again with the same messages.
 */
export const changeMessages = {
  oldUserFirst: 'Please select username old first',
  oldUserMissing: 'please input username old',
  newUserMissing: 'Please input username new',
  nothingSelected: 'Please select RetNumber',
} as const;

export type ChangeProblem = keyof typeof changeMessages;

export interface Reassignment {
  usernameOld: string | null;
  usernameNew: string | null;
  retNumbers: readonly string[];
}

/** The old user, the new user, then some returns: the first missing, and its field. */
export function reassignmentProblem(r: Reassignment): { problem: ChangeProblem; field: keyof Reassignment } | null {
  if (!r.usernameOld?.trim()) return { problem: 'oldUserMissing', field: 'usernameOld' };
  if (!r.usernameNew?.trim()) return { problem: 'newUserMissing', field: 'usernameNew' };
  if (!r.retNumbers.length) return { problem: 'nothingSelected', field: 'retNumbers' };
  return null;
}
