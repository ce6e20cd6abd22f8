import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { Schemas } from '../../api/client.ts';

type DeliveryRow = Schemas['DeliveryRow'];

/** The shown print status (spec 002 §4): Printed, Not Printed or Reupload. */
export function PrintStatusBadge({ status }: { status: DeliveryRow['statusPrint'] }) {
  const { t } = useLingui();
  const shown = { Printed: [t`Printed`, 'green'], 'Not Printed': [t`Not Printed`, 'gray'], Reupload: [t`Reupload`, 'orange'] } as const;
  const [label, color] = shown[status];
  return (
    <Badge color={color} variant="light" data-testid="print-status">
      {label}
    </Badge>
  );
}

/**
 * The delivery-tracking status as the server labels it (spec 000 §4), in the user's language and
 * the specification's colours: danger for Not Send and Error, warning for Waiting, primary for
 * Irrelevant, success otherwise.
 */
export function FareyeBadge({ status }: { status: string }) {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    'Not Send': t`Not Send`,
    Waiting: t`Waiting`,
    Error: t`Error`,
    Sent: t`Sent`,
    'Irrelevant - Cut Off': t`Irrelevant - Cut Off`,
    'Irrelevant - Plant': t`Irrelevant - Plant`,
  };
  const color = status === 'Not Send' || status === 'Error' ? 'red' : status === 'Waiting' ? 'yellow' : status.startsWith('Irrelevant') ? 'blue' : 'green';
  return (
    <Badge color={color} variant="light" data-testid="fareye-status">
      {labels[status] ?? status}
    </Badge>
  );
}
