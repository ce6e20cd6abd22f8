import { useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { flowOfPath, type ApprovalFlow } from './approvalFlows.ts';
import { approvalScope, type FlowMemory } from './flowMemory.ts';

/**
 * The approval flow of the screen shown and the flow's memory (its routes'). The flow is read
 * from the address the screen opened at and kept: leaving for another screen (the dashboard's
 * Detail to Chief Delivery), the address changes a moment before this screen goes, and it must
 * not be asked for the flow of an address that is not its own.
 */
export function useApprovalFlow(): { flow: ApprovalFlow; memory: FlowMemory } {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [flow] = useState(() => flowOfPath(pathname));
  return { flow, memory: approvalScope.useMemory() };
}
