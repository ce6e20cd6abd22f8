import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { holdRealDates } from '../../../http/realDates.ts';
import type { Database } from '../../../db/database.ts';
import { describeValidation } from '../../../http/errorHandler.ts';
import { existingReferences, takenAccounts, type Assignments } from './userAdminRepository.ts';
import { referenceProblems } from './userRules.ts';
import { createSchema, type RowProblem, type SheetRow } from './userWorkbook.ts';

/** A row of the upload that passed every check: the user to create. */
export interface UploadedUser {
  row: number;
  userName: string;
  fullName: string;
  email: string | null;
  userType: 'I' | 'E';
  assignments: Assignments;
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
holdRealDates(ajv);
// The same schema the create form and POST /user validate with, the password aside (no column has it).
const { password: _password, ...uploadProperties } = createSchema.properties;
const validRow = ajv.compile({ ...createSchema, $schema: undefined, properties: uploadProperties });

/** Each field's first problem in a row, as the API names it for one request. */
function schemaProblems(row: number, errors: ErrorObject[]): RowProblem[] {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    const { field, detail } = describeValidation([error], 'body');
    const top = field.split('.')[0]!;
    if (seen.has(top)) return [];
    seen.add(top);
    return [{ row, field: top, message: detail }];
  });
}

/** Later rows naming a user name or e-mail an earlier row has (in any case). */
function repeatedProblems(rows: readonly UploadedUser[]): RowProblem[] {
  const problems: RowProblem[] = [];
  const firstRow = { userName: new Map<string, number>(), email: new Map<string, number>() };
  for (const user of rows) {
    for (const field of ['userName', 'email'] as const) {
      const value = user[field]?.toLowerCase();
      if (!value) continue;
      const earlier = firstRow[field].get(value);
      if (earlier === undefined) firstRow[field].set(value, user.row);
      else problems.push({ row: user.row, field, message: `${user[field]} is also in row ${earlier}.` });
    }
  }
  return problems;
}

/** Rows whose user name or e-mail an existing user has. */
async function takenProblems(db: Database, rows: readonly UploadedUser[]): Promise<RowProblem[]> {
  const taken = await takenAccounts(
    db,
    rows.map((u) => u.userName),
    rows.flatMap((u) => (u.email ? [u.email] : [])),
  );
  const names = new Set(taken.map((t) => t.user_name.toLowerCase()));
  const emails = new Set(taken.flatMap((t) => (t.email ? [t.email.toLowerCase()] : [])));
  return rows.flatMap((u) => [
    ...(names.has(u.userName.toLowerCase()) ? [{ row: u.row, field: 'userName', message: `The user name ${u.userName} is already taken.` }] : []),
    ...(u.email && emails.has(u.email.toLowerCase())
      ? [{ row: u.row, field: 'email', message: `The e-mail ${u.email} is already used by another user.` }]
      : []),
  ]);
}

/**
 * Every row checked against the user create schema, against the others (user names and e-mails
 * once in the file) and against the database (names and e-mails free, roles, plants and clients
 * existing): the users to create with their role ids, or every problem found, in row order.
 */
export async function checkUploadedRows(db: Database, sheet: readonly SheetRow[]) {
  const problems: RowProblem[] = [];
  const users: UploadedUser[] = [];
  for (const { row, values } of sheet) {
    if (!validRow(values)) {
      problems.push(...schemaProblems(row, validRow.errors ?? []));
      continue;
    }
    const v = values as { userName: string; fullName: string; email?: string; userType?: 'I' | 'E'; roles: string[]; plants?: string[]; clients?: string[] };
    users.push({
      row,
      userName: v.userName,
      fullName: v.fullName,
      email: v.email ?? null,
      userType: v.userType ?? 'I',
      assignments: { roles: v.roles, plants: v.plants ?? [], clients: v.clients ?? [] },
    });
  }
  const union = (pick: (a: Assignments) => readonly string[]) => [...new Set(users.flatMap((u) => pick(u.assignments)))];
  const references = await existingReferences(db, { roles: union((a) => a.roles), plants: union((a) => a.plants), clients: union((a) => a.clients) });
  problems.push(
    ...repeatedProblems(users),
    ...(await takenProblems(db, users)),
    ...users.flatMap((u) => referenceProblems(references, u.assignments).map((p) => ({ row: u.row, ...p }))),
  );
  problems.sort((a, b) => a.row - b.row);
  return { users, roleIds: references.roleIds, problems };
}
