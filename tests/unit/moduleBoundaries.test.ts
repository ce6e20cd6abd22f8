import { describe, expect, it } from 'vitest';
import { boundaryProblems, importGraph, importsOf, partOf, type ImportGraph } from '../../scripts/moduleBoundaries.ts';

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe("the server's boundaries (issue 31 item 5)", () => {
  it('names the part of the server a file belongs to', () => {
    expect(partOf('src/server/modules/auth/oidc/oidcHandlers.ts')).toBe('modules/auth');
    expect(partOf('src/server/db/database.ts')).toBe('db');
    expect(partOf('src/server/app.ts')).toBe('app');
    expect(partOf('src/web/main.tsx')).toBeNull();
  });

  it('finds each cycle between modules once, however long, and every upward import of db', () => {
    expect(
      boundaryProblems(
        graphOf({
          'modules/admin': ['modules/auth', 'db'],
          'modules/auth': ['modules/admin', 'modules/audit'],
          'modules/returns': ['modules/approvals'],
          'modules/approvals': ['modules/workflow'],
          'modules/workflow': ['modules/returns', 'http'],
          'modules/audit': ['db'],
          db: ['http', 'modules/auth'],
          http: ['db'],
        }),
      ),
    ).toEqual([
      'db imports http: the database layer imports nothing built on it',
      'db imports modules/auth: the database layer imports nothing built on it',
      'import cycle: modules/admin → modules/auth → modules/admin',
      'import cycle: modules/approvals → modules/workflow → modules/returns → modules/approvals',
    ]);
  });

  it("refuses a module's code in http or lists (its types pass) and the seed in a module (issue 57 item 3)", () => {
    const all = graphOf({ http: ['modules/auth', 'db'], lists: ['modules/returns'], 'modules/admin': ['seed', 'db'], seed: ['modules/settings'] });
    const code = graphOf({ http: ['modules/auth', 'db'], lists: [], 'modules/admin': ['seed', 'db'], seed: ['modules/settings'] });
    expect(boundaryProblems(all, code)).toEqual([
      'http imports the code of modules/auth: the HTTP layer takes what it needs of a module from the app',
      'modules/admin imports seed: the seed writes what the modules define, not the other way',
    ]);
  });

  it('tells an import of types only from one of code', () => {
    const text = [
      "import type { Principal } from '../modules/auth/index.ts';",
      "import { loadPrincipal, type Principal as P } from '../modules/auth/principal.ts';",
      "export type { Sealer } from '../modules/auth/sealed.ts';",
      "export { readSetting } from '../modules/settings/index.ts';",
      "const later = await import('../modules/ops/metrics.ts');",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { path: '../modules/auth/index.ts', typesOnly: true },
      { path: '../modules/auth/principal.ts', typesOnly: false },
      { path: '../modules/auth/sealed.ts', typesOnly: true },
      { path: '../modules/settings/index.ts', typesOnly: false },
      { path: '../modules/ops/metrics.ts', typesOnly: false },
    ]);
  });

  it('holds for the server as it is', () => {
    expect(boundaryProblems(importGraph(), importGraph(undefined, { code: true }))).toEqual([]);
  });
});
