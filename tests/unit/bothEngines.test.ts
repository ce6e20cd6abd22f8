import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bothEngines, engineDependentTests } from '../bothEngines.ts';

const apiTestFile = /^tests\/(api\/.+\.test\.ts|model\/.+\.api\.test\.ts)$/;
const pathOf = (file: string) => new URL(`../../${file}`, import.meta.url);

describe('the API tests run on both engines', () => {
  it('are API test files that exist, so a renamed one is not dropped from PGlite unnoticed', () => {
    for (const file of [...Object.keys(bothEngines), ...Object.keys(engineDependentTests)]) {
      expect(file, file).toMatch(apiTestFile);
      expect(existsSync(pathOf(file)), file).toBe(true);
    }
  });

  it('are tests of those files by their exact names, so a renamed test is not skipped on PGlite unnoticed', () => {
    for (const [file, tests] of Object.entries(engineDependentTests)) {
      const source = readFileSync(pathOf(file), 'utf8');
      for (const name of Object.keys(tests))
        expect(source, `${file}: ${name}`).toMatch(new RegExp(`\\bit\\((['"\`])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`));
    }
  });
});
