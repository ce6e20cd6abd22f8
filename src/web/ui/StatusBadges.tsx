import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { approvalStatusOf, fareyeTone, printLabelTone, reportPrintOf, soStatusOf, type ApprovalStatusLabel, type Tone } from '../../shared/returnStatus.ts';

/** The specification's colour names (spec 000 §4) in the theme's colours. */
export const toneColour: Record<Tone, string> = { warning: 'yellow', info: 'cyan', success: 'green', danger: 'red', primary: 'blue', neutral: 'gray' };

function StatusBadge({ label, tone, testId }: { label: string; tone: Tone; testId: string }) {
  return (
    <Badge color={toneColour[tone]} variant="light" data-testid={testId} data-tone={tone}>
      {label}
    </Badge>
  );
}

/** The approval status (spec 000 §4): Draft, In Progress, Completed or Rejected. */
export function ApprovalStatusBadge({ status, statusReject }: { status: string; statusReject: boolean }) {
  const { t } = useLingui();
  const labels: Record<ApprovalStatusLabel, string> = {
    Draft: t({ message: 'Draft', context: 'return status' }),
    'In Progress': t`In Progress`,
    Completed: t`Completed`,
    Rejected: t`Rejected`,
  };
  const { label, tone } = approvalStatusOf(status, statusReject);
  return <StatusBadge label={labels[label]} tone={tone} testId="approval-status" />;
}

/** Chief Delivery's print status (spec 002 §4): Printed, Not Printed or Reupload. */
export function PrintStatusBadge({ status }: { status: 'Printed' | 'Not Printed' | 'Reupload' }) {
  const { t } = useLingui();
  const labels = { Printed: t`Printed`, 'Not Printed': t`Not Printed`, Reupload: t`Reupload` };
  return <StatusBadge label={labels[status]} tone={printLabelTone(status)} testId="print-status" />;
}

/** The report lists' print status (spec 000 §4): N Not Printed, Y Reprint. */
export function ReportPrintBadge({ printStatus }: { printStatus: 'Y' | 'N' }) {
  const { t } = useLingui();
  const { label, tone } = reportPrintOf(printStatus);
  return <StatusBadge label={label === 'Reprint' ? t`Reprint` : t`Not Printed`} tone={tone} testId="print-status" />;
}

/** The delivery-tracking status as the server labels it (spec 000 §4), in the user's language and the specification's colours. */
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
  return <StatusBadge label={labels[status] ?? status} tone={fareyeTone(status)} testId="fareye-status" />;
}

/** The sales order's status (spec 000 §4): SUCCESS, FAILED or a dash. */
export function SoStatusBadge({ soStatus }: { soStatus: string | null }) {
  const { label, tone } = soStatusOf(soStatus);
  if (label === '-') return <>-</>;
  return <StatusBadge label={label} tone={tone} testId="so-status" />;
}
