import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bothEngines } from '../bothEngines.ts';

describe('the API files run on both engines', () => {
  it('are API test files that exist, so a renamed one is not dropped from PGlite unnoticed', () => {
    for (const file of Object.keys(bothEngines)) {
      expect(file, file).toMatch(/^tests\/(api\/.+\.test\.ts|model\/.+\.api\.test\.ts)$/);
      expect(existsSync(new URL(`../../${file}`, import.meta.url)), file).toBe(true);
    }
  });
});
