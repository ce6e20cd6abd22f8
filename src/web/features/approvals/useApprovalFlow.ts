import { useRouterState } from '@tanstack/react-router';
import { flowOfPath, type ApprovalFlow } from './approvalFlows.ts';
import { approvalScope, type FlowMemory } from './flowMemory.ts';

/** The approval flow of the screen shown (from its route) and the flow's memory (its routes'). */
export function useApprovalFlow(): { flow: ApprovalFlow; memory: FlowMemory } {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return { flow: flowOfPath(pathname), memory: approvalScope.useMemory() };
}
