import { describe, expect, it } from 'vitest';
import { saveMessages } from '../../machines/returns/saveRules.ts';
import { saveMessageLabels } from '../../src/web/features/returns/saveMessageLabels.ts';

describe('save messages in the browser', () => {
  it('say in English exactly what the server says, for every check', () => {
    expect(Object.keys(saveMessageLabels).sort()).toEqual(Object.keys(saveMessages).sort());
    for (const [code, message] of Object.entries(saveMessages)) {
      expect(saveMessageLabels[code as keyof typeof saveMessages].message, code).toBe(message);
    }
  });
});
