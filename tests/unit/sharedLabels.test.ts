import { describe, expect, it } from 'vitest';
import { pendingProcessNames, returnTypeNames } from '../../src/shared/returnStatus.ts';
import { returnTypeLabels } from '../../src/web/features/returns/returnTypes.ts';
import { pendingProcessLabels } from '../../src/web/features/reports/statusLabels.ts';

/**
 * The Excel exports write in English the names the screens translate (issue 30 item 21: the Excel
 * wrote NONMTKA and END where the screen said Without RTV and End): the screens' English words are
 * the shared ones, so the two cannot drift apart.
 */
describe('the names of return types and steps', () => {
  it('are the same words on the screens and in the Excel', () => {
    expect(Object.fromEntries(Object.entries(returnTypeLabels).map(([code, label]) => [code, label.message]))).toEqual(returnTypeNames);
    expect(Object.fromEntries(Object.entries(pendingProcessLabels).map(([code, label]) => [code, label.message]))).toEqual(pendingProcessNames);
  });
});
