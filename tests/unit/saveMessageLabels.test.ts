import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { decisionMessages } from '../../machines/approvals/decisionRules.ts';
import { batchChangeMessages } from '../../machines/returns/lineChanges.ts';
import { rtvHeaderMessages } from '../../machines/returns/rtvHeader.ts';
import { saveMessages } from '../../machines/returns/saveRules.ts';
import { batchChangeLabels, rtvHeaderLabels, saveMessageLabels } from '../../src/web/features/returns/saveMessageLabels.ts';
import { decisionMessageLabels } from '../../src/web/features/approvals/decisionMessageLabels.ts';

const pairs: [string, Record<string, string>, Record<string, MessageDescriptor>][] = [
  ['save checks', saveMessages, saveMessageLabels],
  ['RTV header', rtvHeaderMessages, rtvHeaderLabels],
  ['batch change', batchChangeMessages, batchChangeLabels],
  ['approval decisions', decisionMessages, decisionMessageLabels],
];

describe('rule messages in the browser', () => {
  for (const [name, messages, labels] of pairs) {
    it(`say in English exactly what the server says: ${name}`, () => {
      expect(Object.keys(labels).sort()).toEqual(Object.keys(messages).sort());
      for (const [code, message] of Object.entries(messages)) expect(labels[code]!.message, code).toBe(message);
    });
  }
});
