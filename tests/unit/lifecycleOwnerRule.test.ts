import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { workflowColumns } from '../../src/server/modules/returns/lifecycle/columns.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The lifecycle/one-writer messages the project's ESLint config gives `code` placed at `path`. */
async function ownerErrors(code: string, path = 'src/server/modules/warehouse/example.ts') {
  const [result] = await eslint.lintText(
    `import type { Database } from '../../db/database.ts';\nimport { sql } from 'kysely';\nexport async function f(trx: Database, x: { remark: string }) {\n${code}\n}\n`,
    { filePath: `${root}${path}` },
  );
  return result!.messages.filter((m) => m.ruleId === 'lifecycle/one-writer').map((m) => m.message.split(':')[0]);
}

describe('the lint rule lifecycle/one-writer', () => {
  it('refuses a workflow column set on returns outside the lifecycle module, for every column the module owns', async () => {
    const sets = workflowColumns.map((c) => `  await trx.updateTable('returns').set({ ${c}: null as never }).execute();`).join('\n');
    expect(await ownerErrors(sets)).toEqual(workflowColumns.map((c) => `updateTable('returns') setting ${c}`));
  }, 60_000);

  it('refuses event rows, inserts, deletes, spreads and raw SQL, and lets business columns through', async () => {
    const code = [
      "  await trx.insertInto('return_events').values({ return_id: 1, event: 'x' }).execute();",
      "  await trx.deleteFrom('returns').execute();",
      "  await trx.updateTable('returns').set({ ...x }).execute();",
      "  await trx.updateTable('returns as r').where('r.return_id', '=', 1).set({ version: 2 }).execute();",
      "  await sql`update returns set status = 'A'`.execute(trx);",
      "  await trx.updateTable('returns').set({ cd_remark: x.remark, so_number: null }).execute();",
    ].join('\n');
    expect(await ownerErrors(code)).toEqual([
      "insertInto('return_events')",
      "deleteFrom('returns')",
      "a spread in updateTable('returns').set()",
      "updateTable('returns') setting version",
      'raw SQL writing returns or return_events',
    ]);
  }, 60_000);

  it('lets the lifecycle module write them', async () => {
    expect(await ownerErrors("  await trx.updateTable('returns').set({ status: 'A' }).execute();", 'src/server/modules/returns/lifecycle/example.ts')).toEqual(
      [],
    );
  }, 60_000);
});
