import { describe, expect, it } from 'vitest';
import { boundaryProblems, importGraph, partOf, type ImportGraph } from '../../scripts/moduleBoundaries.ts';

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
          http: ['modules/auth', 'db'],
        }),
      ),
    ).toEqual([
      'db imports http: the database layer imports nothing built on it',
      'db imports modules/auth: the database layer imports nothing built on it',
      'import cycle: modules/admin → modules/auth → modules/admin',
      'import cycle: modules/approvals → modules/workflow → modules/returns → modules/approvals',
    ]);
  });

  it('holds for the server as it is', () => {
    expect(boundaryProblems(importGraph())).toEqual([]);
  });
});
