/**
 * The screens `npm run bench:web` measures (issue 34), each opened by the role that works in it.
 * `path` is where the browser goes; a screen that only opens from another (a decision screen
 * needs the rows chosen on its list) is measured as the interaction that opens it.
 */
export interface WebScreen {
  name: string;
  /** A demo user; null for the sign-in page. */
  user: string | null;
  path: string;
}

/**
 * The sign-in page: measured first in every run, even when BENCH_ONLY names other screens, as the
 * yardstick of their main-thread work (issue 54: a screen's is read as a multiple of its).
 */
export const signInScreen: WebScreen = { name: 'Sign-in', user: null, path: '/auth/login' };

export const webScreens: WebScreen[] = [
  signInScreen,
  { name: 'Dashboard', user: 'display', path: '/dashboard' },
  { name: 'FSS/ASM/BM list', user: 'fss', path: '/fss-asm-bm' },
  { name: 'Client list', user: 'client', path: '/client' },
  { name: 'BRQA list', user: 'brqa', path: '/brqa' },
  { name: 'QA HO list', user: 'qaho', path: '/qa-ho' },
  { name: 'Chief Delivery list', user: 'chief_delivery', path: '/chief-delivery' },
  { name: 'Chief Warehouse list', user: 'chief_warehouse', path: '/chief-warehouse' },
  { name: 'Receiving dock', user: 'chief_warehouse', path: '/dock' },
  { name: 'Report Header', user: 'sales_service', path: '/report-return/report-header' },
  { name: 'Report Details', user: 'sales_service', path: '/report-return/report-detail' },
  { name: 'Master data: Plant', user: 'operation_ho', path: '/master/plant' },
  { name: 'Users', user: 'admin', path: '/administrator/users' },
  { name: 'Workflow chart', user: 'display', path: '/workflow' },
];
