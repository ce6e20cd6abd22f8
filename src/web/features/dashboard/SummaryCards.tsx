import { Trans } from '@lingui/react/macro';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { needApprovalFirstPage, newRegistrationsFirstPage } from './dashboardQueries.ts';

function Card({ title, total, testId }: { title: React.ReactNode; total: number | undefined; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={600}>
        {title}
      </Text>
      <Text size="xl" fw={700} aria-live="polite">
        {total ?? '…'}
      </Text>
    </Paper>
  );
}

/** The total of a table's first page answer. */
const totalOf = (page: { totalRecord: number }) => page.totalRecord;

/**
 * The 'New Registration' and 'Needs Approval' cards (spec 000 §2.3): each its table's total, for
 * those who see the table, read from the table's first page (the one answer both show).
 */
export function SummaryCards({ newRegistration, needApproval }: { newRegistration: boolean; needApproval: boolean }) {
  const registrations = useQuery({ ...newRegistrationsFirstPage(), select: totalOf, enabled: newRegistration });
  const approvals = useQuery({ ...needApprovalFirstPage(), select: totalOf, enabled: needApproval });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {newRegistration && <Card testId="card-new-registration" title={<Trans>New Registration</Trans>} total={registrations.data} />}
      {needApproval && <Card testId="card-needs-approval" title={<Trans>Needs Approval</Trans>} total={approvals.data} />}
    </SimpleGrid>
  );
}
