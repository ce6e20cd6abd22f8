import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { DecisionLine } from '../../../../machines/approvals/decisionRules.ts';
import { api, type Schemas } from '../../api/client.ts';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import type { ApprovalRow } from './flowMemory.ts';

type Decision = Schemas['LineDecision'];

/** The decisions grouped by return, each with the version and the step of the return the user saw. */
function byReturn(rows: readonly ApprovalRow[], lines: readonly DecisionLine[]) {
  const groups = new Map<string, { version: number; stepCode: ApprovalRow['stepCode']; decisions: Decision[] }>();
  rows.forEach((row, i) => {
    const group = groups.get(row.retNumber) ?? { version: row.version, stepCode: row.stepCode, decisions: [] };
    group.decisions.push({ approvalDetailId: row.approvalDetailId, status: lines[i]!.status, remark: lines[i]!.remark.trim() || null });
    groups.set(row.retNumber, group);
  });
  return groups;
}

/** How a save ended: every return took its decisions, one refused them, or one was decided meanwhile by someone else. */
export type DecisionSaveResult = 'saved' | 'refused' | 'stale';

/**
 * Sends the decisions, one call per return (POST /return/{retNumber}/approve). 'saved' when every
 * return took them (payload status 200). A 409 means the return moved on since the list was read
 * (another tab or another decider): that is said in the user's language and 'stale' comes back,
 * for the screen to show the list again. Otherwise the server's message (or 'Something went
 * wrong!') is shown and 'refused' comes back. Returns that took theirs are not sent again on a retry.
 */
export function useDecisionSave() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const saved = useRef(new Set<string>());
  return async (rows: readonly ApprovalRow[], lines: readonly DecisionLine[]): Promise<DecisionSaveResult> => {
    try {
      for (const [retNumber, { version, stepCode, decisions }] of byReturn(rows, lines)) {
        if (saved.current.has(retNumber)) continue;
        const { data, error } = await api.POST('/return/{retNumber}/approve', {
          params: { path: { retNumber }, query: { version, stepCode } },
          body: decisions,
        });
        if ((error as { status?: number } | undefined)?.status === 409) {
          void queryClient.invalidateQueries({ queryKey: ['GET /return/myapproval'] });
          showErrorDialog(t`Someone else decided return ${retNumber} meanwhile. The list now shows what still waits for you.`);
          return 'stale';
        }
        if (data?.status !== 200) {
          showErrorDialog(data?.message ?? problemMessage(error, t`Something went wrong!`));
          return 'refused';
        }
        saved.current.add(retNumber);
        // The lists no longer hold the lines decided: none shows them again from the cache.
        void queryClient.invalidateQueries({ queryKey: ['GET /return/myapproval'] });
      }
      return 'saved';
    } catch {
      showErrorDialog(t`Something went wrong!`);
      return 'refused';
    }
  };
}
