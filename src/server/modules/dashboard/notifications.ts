import type { Handlers } from '../../http/handlers.ts';
import { signedInUser } from '../../http/authenticate.ts';
import { countPendingRegistrations } from '../admin/index.ts';
import { pendingByStep } from './dashboardCounts.ts';

/**
 * What awaits the user, for the quick panel. Each source applies only to users who hold the
 * permission to act on it; sources with nothing waiting are left out.
 */
export const notificationHandlers: Pick<Handlers, 'listMyNotifications'> = {
  async listMyNotifications(request) {
    const user = signedInUser(request);
    const data: { kind: 'registrationsAwaitingActivation' | 'approvalsAwaiting'; count: number; url: string | null }[] = [];
    if (user.permissions.has('admin.users')) {
      const count = await countPendingRegistrations(request.server.db);
      if (count > 0) data.push({ kind: 'registrationsAwaitingActivation', count, url: '/administrator/users' });
    }
    if (user.permissions.has('dashboard.needApproval')) {
      // What is assigned to the user, as their per-step counters count it.
      const count = (await pendingByStep(request.server.db, user, 'own')).reduce((n, step) => n + step.total, 0);
      if (count > 0) data.push({ kind: 'approvalsAwaiting', count, url: '/dashboard' });
    }
    return { data };
  },
};
