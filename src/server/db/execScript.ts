import { sql, type Kysely } from 'kysely';

/**
 * Runs a script of DDL statements one by one: PGlite's extended protocol takes a single statement
 * per query. Statements end with a semicolon at the end of a line; none of ours has one inside.
 */
export async function execScript(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
