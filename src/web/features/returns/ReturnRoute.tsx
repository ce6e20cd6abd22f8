import { Badge, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { CrpFlag } from '../../../../machines/returns/blockRules.ts';
import { computeRoute, routeOfLine, type RoutingPolicy, type StepCode } from '../../../../machines/returns/route.ts';

/** What the route rule reads of a line. */
export interface RoutedLine {
  crprgp: string;
  principalApproval?: boolean;
}

interface Props {
  /** The routing policy (useRoutingPolicy); nothing is shown until it is read. */
  policy: RoutingPolicy | null;
  returnType: string;
  reasonCode: string | null;
}

const routed = (line: RoutedLine) => ({ crprgp: line.crprgp as CrpFlag, principalApproval: line.principalApproval === true });

function useStepLabel() {
  const { t } = useLingui();
  return (step: StepCode, line?: RoutedLine): string => {
    if (step === 'CLIENT' && line) return line.crprgp === 'N' ? t`Client (Non CRP)` : t`Client (principal approval)`;
    return { SALES: t`FSS / ASM / BM`, CLIENT: t`Client`, BRQA: t`BRQA`, QAHO: t`QA HO`, CD: t`Chief Delivery`, CW: t`Chief Warehouse` }[step];
  };
}

/**
 * The steps one line will pass (machines/returns/route.ts, the rule the server routes by): the
 * client's step and why, and the QA steps the reason adds stand out.
 */
export function LineRoute({ policy, returnType, reasonCode, line }: Props & { line: RoutedLine }) {
  const label = useStepLabel();
  if (!policy) return null;
  const steps = routeOfLine(policy, { returnType, reasonCode: reasonCode ?? '' }, routed(line));
  const colour = (step: StepCode) => (step === 'CLIENT' ? 'orange' : step === 'BRQA' || step === 'QAHO' ? 'grape' : step === 'SALES' ? 'blue' : 'gray');
  return (
    <Group gap={4} wrap="wrap" miw={180} maw={260} data-testid="line-route">
      {steps.map((step) => (
        <Badge key={step} size="sm" variant="light" color={colour(step)}>
          {label(step, line)}
        </Badge>
      ))}
    </Group>
  );
}

/** The route of the return as it stands, above its lines. */
export function RouteSummary({ policy, returnType, reasonCode, lines }: Props & { lines: readonly RoutedLine[] }) {
  const { t } = useLingui();
  const label = useStepLabel();
  if (!policy || !lines.length) return null;
  const steps = computeRoute(policy, { returnType, reasonCode: reasonCode ?? '', lines: lines.map(routed) });
  const route = steps.map((step) => label(step)).join(' → ');
  return (
    <Text size="sm" data-testid="return-route">
      {t`Route when saved: ${route}`}
    </Text>
  );
}
