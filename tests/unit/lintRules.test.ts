import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages of `rule` the project's ESLint config gives `code` placed at `path`. */
async function ruleMessages(rule: string, code: string, path: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const sqlErrors = async (code: string, path = 'src/server/modules/warehouse/example.ts') =>
  (await ruleMessages('repositories/no-sql-in-handlers', code, path)).map((m) => m.split(' in a handler file')[0]);

const handlerFile = (body: string, imports = '') => `${imports}import type { Handlers } from '../../http/handlers.ts';
export const exampleHandlers: Pick<Handlers, 'getMenu'> = {
  async getMenu(request) {
${body}
    return { data: [] };
  },
};
`;

describe('the lint rule repositories/no-sql-in-handlers', () => {
  it('refuses every start of a query and the sql tag in a file of handlers', async () => {
    const body = [
      "    await request.server.db.selectFrom('params').selectAll().execute();",
      "    await request.server.db.insertInto('params').values({} as never).execute();",
      "    await request.server.db.updateTable('params').set({} as never).execute();",
      "    await request.server.db.deleteFrom('params').execute();",
    ].join('\n');
    expect(await sqlErrors(handlerFile(body, "import { sql } from 'kysely';\nvoid sql;\n"))).toEqual([
      "import { sql } from 'kysely'",
      'selectFrom()',
      'insertInto()',
      'updateTable()',
      'deleteFrom()',
    ]);
  }, 60_000);

  it('lets a handler call a repository and a repository hold the SQL, and lets type imports through', async () => {
    expect(
      await sqlErrors(
        handlerFile(
          '    await menuEntries(request.server.db);',
          "import type { Kysely } from 'kysely';\nimport { menuEntries } from './adminRepository.ts';\nexport type K = Kysely<never>;\n",
        ),
      ),
    ).toEqual([]);
    const repository =
      "import { sql } from 'kysely';\nimport type { Database } from '../../db/database.ts';\nexport const one = (db: Database) => db.selectFrom('params').select(sql<number>`1`.as('one')).execute();\n";
    expect(await sqlErrors(repository, 'src/server/modules/warehouse/exampleRepository.ts')).toEqual([]);
  }, 60_000);
});

describe('the lint rule modules/public-face', () => {
  const faceErrors = async (code: string, path = 'src/server/modules/warehouse/example.ts') =>
    (await ruleMessages('modules/public-face', code, path)).map((m) => m.split(' reaches')[0]);

  it('refuses an import or re-export that reaches inside another module, from any depth', async () => {
    const code = [
      "import { scopedReturns } from '../returns/returnScope.ts';",
      "import type { Principal } from '../auth/principal.ts';",
      "export { apply } from '../returns/lifecycle/index.ts';",
      'export const used = [scopedReturns] as unknown as Principal;',
    ].join('\n');
    expect(await faceErrors(code)).toEqual(['../returns/returnScope.ts', '../auth/principal.ts', '../returns/lifecycle/index.ts']);
    expect(
      await faceErrors(
        "import type { Principal } from '../../auth/principal.ts';\nexport type P = Principal;\n",
        'src/server/modules/returns/lifecycle/example.ts',
      ),
    ).toEqual(['../../auth/principal.ts']);
  }, 60_000);

  it("lets a module import another's index.ts, its own files, and code outside the modules", async () => {
    const code = [
      "import { scopedReturns } from '../returns/index.ts';",
      "import { warehouseLinesOf } from './warehouseRepository.ts';",
      "import type { Database } from '../../db/database.ts';",
      'export const used = [scopedReturns, warehouseLinesOf] as unknown as Database;',
    ].join('\n');
    expect(await faceErrors(code)).toEqual([]);
    expect(
      await faceErrors(
        "import { scopedReturns } from '../returnScope.ts';\nexport const s = scopedReturns;\n",
        'src/server/modules/returns/lifecycle/example.ts',
      ),
    ).toEqual([]);
  }, 60_000);
});

describe('the lint rule features/public-face', () => {
  const faceErrors = async (code: string, path: string) => (await ruleMessages('features/public-face', code, path)).map((m) => m.split(' reaches')[0]);

  it("refuses a screen reaching inside another feature, and lets it use that feature's index.ts, its own files and shared code", async () => {
    const reaching = "import { lifecycleOf } from '../returns/lifecycleOf.ts';\nexport const l = lifecycleOf;\n";
    expect(await faceErrors(reaching, 'src/web/features/warehouse/Example.tsx')).toEqual(['../returns/lifecycleOf.ts']);
    expect(
      await faceErrors(
        "import { PhotoButton } from '../../approvals/PhotoButton.tsx';\nexport const p = PhotoButton;\n",
        'src/web/features/returns/withRtv/Example.tsx',
      ),
    ).toEqual(['../../approvals/PhotoButton.tsx']);
    const allowed = [
      "import { lifecycleOf } from '../returns/index.ts';",
      "import { useWarehouseMessage } from './warehouseMessages.ts';",
      "import { DataTable } from '../../ui/DataTable.tsx';",
      'export const used = [lifecycleOf, useWarehouseMessage, DataTable];',
    ].join('\n');
    expect(await faceErrors(allowed, 'src/web/features/warehouse/Example.tsx')).toEqual([]);
    expect(
      await faceErrors(
        "import { availableIn } from '../withoutRtv/editLines.ts';\nexport const a = availableIn;\n",
        'src/web/features/returns/withRtv/Example.tsx',
      ),
    ).toEqual([]);
  }, 60_000);
});

describe("the browser's shared UI layer (ui/)", () => {
  const importErrors = (code: string, path: string) => ruleMessages('no-restricted-imports', code, path);

  it('refuses an import of the API client or the session, a type too, in ui/ and in its pickers', async () => {
    const code = [
      "import { api } from '../api/client.ts';",
      "import type { KnownSession } from '../session/session.tsx';",
      "import { formatBytes } from './format.ts';",
      'export const used = [api, formatBytes] as unknown as KnownSession;',
    ].join('\n');
    const errors = await importErrors(code, 'src/web/ui/example.tsx');
    expect(errors).toHaveLength(2);
    expect(errors.every((message) => message.includes('Shared UI knows neither the server nor the session'))).toBe(true);
    expect(await importErrors("import { useSession } from '../session/session.tsx';\nexport const s = useSession;\n", 'src/web/ui/pickers.tsx')).toHaveLength(
      1,
    );
    expect(
      await importErrors("import { tokenStore } from '../../session/tokenStore.ts';\nexport const t = tokenStore;\n", 'src/web/ui/schemaForm/example.tsx'),
    ).toHaveLength(1);
  }, 60_000);

  it('lets a screen hand the session and the API to ui/', async () => {
    const code = "import { useSession } from '../../session/session.tsx';\nimport { api } from '../../api/client.ts';\nexport const s = [useSession, api];\n";
    expect(await importErrors(code, 'src/web/features/shell/example.tsx')).toEqual([]);
  }, 60_000);
});
