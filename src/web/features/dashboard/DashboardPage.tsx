import { Stack } from '@mantine/core';
import { useSession } from '../../session/session.tsx';
import { NeedApprovalTable, NewRegistrationTable } from './DashboardTables.tsx';
import { StepCounters } from './StepCounters.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import { dashboardParts } from './dashboardQueries.ts';
import { YourScreens } from './YourScreens.tsx';

/** Table heights of spec 000 §2.3: 230 px each when both tables show, 520 px for the one a user sees alone. */
const BOTH_TABLES_PX = 230;
const ONE_TABLE_PX = 520;

/**
 * /dashboard, where every user lands: the two cards, the per-step counters and the two tables,
 * each shown to the roles of spec 000 §2.3 by its permission (the server refuses the others).
 */
export function DashboardPage() {
  const { can } = useSession();
  const { newRegistration, needApproval, stepCounters } = dashboardParts(can);
  const height = newRegistration && needApproval ? BOTH_TABLES_PX : ONE_TABLE_PX;
  if (!newRegistration && !needApproval && !stepCounters) return <YourScreens />;
  return (
    <Stack>
      <SummaryCards newRegistration={newRegistration} needApproval={needApproval} />
      {stepCounters && <StepCounters />}
      {newRegistration && <NewRegistrationTable height={height} />}
      {needApproval && <NeedApprovalTable height={height} showDetail={can('dashboard.needApproval.detail')} />}
    </Stack>
  );
}
