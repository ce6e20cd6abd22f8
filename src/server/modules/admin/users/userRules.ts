import type { Assignments, References } from './userAdminRepository.ts';

/** A problem of one field of a user: what an answer of 400 or a row of the upload's errors names. */
export interface FieldProblem {
  field: string;
  message: string;
}

function unknownOnes(field: string, what: string, values: readonly string[], known: { has(value: string): boolean }): FieldProblem[] {
  const unknown = values.filter((v) => !known.has(v));
  if (!unknown.length) return [];
  return [{ field, message: unknown.length > 1 ? `${what}s ${unknown.join(', ')} do not exist.` : `${what} ${unknown[0]} does not exist.` }];
}

/** The roles, plants and clients a user is given that do not exist, each named with its field. */
export function referenceProblems(references: References, given: Assignments): FieldProblem[] {
  return [
    ...unknownOnes('roles', 'Role', given.roles, references.roleIds),
    ...unknownOnes('plants', 'Plant', given.plants, references.plants),
    ...unknownOnes('clients', 'Client', given.clients, references.clients),
  ];
}

/** The assignments of a body, lists left out being empty. */
export const assignmentsOf = (body: { roles: string[]; plants?: string[]; clients?: string[] }): Assignments => ({
  roles: body.roles,
  plants: body.plants ?? [],
  clients: body.clients ?? [],
});

/** The permission that lets an administrator manage users: no one takes it from themselves. */
export const MANAGE_USERS = 'admin.users';
