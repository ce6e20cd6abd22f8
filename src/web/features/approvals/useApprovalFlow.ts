import { useRouterState } from '@tanstack/react-router';
import { flowOfPath, type ApprovalFlow } from './approvalFlows.ts';
import { flowMemory } from './flowStore.ts';

/** The approval flow of the screen shown (from its route) and the flow's memory. */
export function useApprovalFlow(): { flow: ApprovalFlow; memory: ReturnType<typeof flowMemory> } {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const flow = flowOfPath(pathname);
  return { flow, memory: flowMemory(flow.stepCode) };
}
