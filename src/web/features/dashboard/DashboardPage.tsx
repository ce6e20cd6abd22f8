import { NotAvailableYet } from '../shell/index.ts';

/** The dashboard's cards and tables read returns, which the creation and approval work brings. */
export function DashboardPage() {
  return <NotAvailableYet />;
}
