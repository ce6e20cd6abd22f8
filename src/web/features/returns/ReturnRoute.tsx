import { Badge, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { CrpFlag } from '../../../../machines/returns/blockRules.ts';
import { computeRoute, needsClient, type RoutingPolicy, type StepCode } from '../../../../machines/returns/route.ts';

/** What the route rule reads of a line. */
export interface RoutedLine {
  crprgp: string;
  principalApproval?: boolean;
}

/** What the route of a return is computed from. */
export interface RouteInput {
  /** The routing policy (useRoutingPolicy); nothing is shown until it is read. */
  policy: RoutingPolicy | null;
  returnType: string;
  reasonCode: string | null;
}

const routed = (line: RoutedLine) => ({ crprgp: line.crprgp as CrpFlag, principalApproval: line.principalApproval === true });

/**
 * The route a return of these lines gets when saved (machines/returns/route.ts, the function the
 * server routes by): every line of the return passes every step of it.
 */
export function routeWhenSaved({ policy, returnType, reasonCode }: RouteInput, lines: readonly RoutedLine[]): StepCode[] | null {
  if (!policy || !lines.length) return null;
  return computeRoute(policy, { returnType, reasonCode: reasonCode ?? '', lines: lines.map(routed) });
}

function useStepLabel() {
  const { t } = useLingui();
  return (step: StepCode, line?: RoutedLine): string => {
    if (step === 'CLIENT' && line && needsClient(routed(line))) return line.crprgp === 'N' ? t`Client (Non CRP)` : t`Client (principal approval)`;
    return { SALES: t`FSS / ASM / BM`, CLIENT: t`Client`, BRQA: t`BRQA`, QAHO: t`QA HO`, CD: t`Chief Delivery`, CW: t`Chief Warehouse` }[step];
  };
}

/**
 * The steps a line will pass: its return's route, every step of which decides each of its lines.
 * The client's step says why where this line is the one that brings it (Non CRP, principal
 * approval), and the QA steps the reason adds stand out.
 */
export function LineRoute({ steps, line }: { steps: readonly string[] | null; line: RoutedLine }) {
  const label = useStepLabel();
  if (!steps) return null;
  const colour = (step: string) => (step === 'CLIENT' ? 'orange' : step === 'BRQA' || step === 'QAHO' ? 'grape' : step === 'SALES' ? 'blue' : 'gray');
  return (
    <Group gap={4} wrap="wrap" miw={180} maw={260} data-testid="line-route">
      {steps.map((step) => (
        <Badge key={step} size="sm" variant="light" color={colour(step)}>
          {label(step as StepCode, line)}
        </Badge>
      ))}
    </Group>
  );
}

/** The route of the return as it stands, above its lines. */
export function RouteSummary({ steps }: { steps: readonly StepCode[] | null }) {
  const { t } = useLingui();
  const label = useStepLabel();
  if (!steps) return null;
  const route = steps.map((step) => label(step)).join(' → ');
  return (
    <Text size="sm" data-testid="return-route">
      {t`Route when saved: ${route}`}
    </Text>
  );
}
