import { useState } from 'react';
import { useMatches } from '@tanstack/react-router';
import { approvalFlowOf, type Flow } from './approvalFlows.ts';
import { approvalScope, type FlowMemory } from './flowMemory.ts';

/**
 * The approval flow of the screen shown (its routes' static data: routes/approvalRoutes.ts) and the
 * flow's memory. The flow is read when the screen opens and kept: leaving for another screen (the
 * dashboard's Detail to Chief Delivery), the matches change a moment before this screen goes, and
 * it must not be asked for the flow of routes that are not its own.
 */
export function useApprovalFlow(): { flow: Flow; memory: FlowMemory } {
  const stepCode = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.approvalFlow)?.staticData.approvalFlow });
  const [flow] = useState(() => {
    if (!stepCode) throw new Error('An approval screen outside an approval flow');
    return approvalFlowOf(stepCode);
  });
  return { flow, memory: approvalScope.useMemory() };
}
