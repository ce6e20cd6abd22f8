import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { whoseCounters, whoseTables } from './dashboardAccess.ts';
import { outcomes, pendingByStep } from './dashboardCounts.ts';
import { needApprovalPage, newRegistrationsPage } from './dashboardLists.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The dashboard (spec 000 §2.3): its two tables, the per-step counters and the ended processes. */
export const dashboardHandlers: Pick<Handlers, 'listNewRegistrations' | 'listNeedApproval' | 'countPendingByStep' | 'countCompletedProcesses'> = {
  async listNewRegistrations(request) {
    const user = signedInUser(request);
    whoseTables(user, request.query.username);
    const { rows, ...page } = await newRegistrationsPage(request.server.db, user, pageOf(request.query), request.query);
    return {
      ...page,
      data: rows.map((r) => ({
        return_id: r.return_id,
        ret_number: r.ret_number,
        invoice_ref_no: r.invoice_no,
        customer_code: r.customer_code,
        customer_name: r.customer_name,
        reason: r.reason,
        plant_name: r.plant_name,
        username: r.username,
        created_by_name: r.created_by_name,
        created_date: iso(r.submitted_at!),
        status: r.status,
        step_code: r.step_code,
        pending_user: r.pending_user,
      })),
    };
  },

  async listNeedApproval(request) {
    const user = signedInUser(request);
    const whose = whoseTables(user, request.query.username);
    const { rows, ...page } = await needApprovalPage(request.server.db, user, whose, pageOf(request.query), request.query);
    return {
      ...page,
      data: rows.map((r) => ({
        return_id: r.return_id,
        return_detail_id: r.return_detail_id,
        ret_number: r.ret_number,
        invoice_ref_no: r.invoice_no,
        customer_code: r.customer_code,
        customer_name: r.customer_name,
        material_code: r.material_code,
        material_name: r.material_name,
        step_code: r.step_code!,
        pending_user: r.pending_user,
        created_date: iso(r.submitted_at!),
        waiting_since: iso(r.state_entered_at),
      })),
    };
  },

  async countPendingByStep(request) {
    const user = signedInUser(request);
    const data = await pendingByStep(request.server.db, user, whoseCounters(user, request.query.username));
    return { data, total: data.reduce((n, r) => n + r.total, 0) };
  },

  async countCompletedProcesses(request) {
    const data = await outcomes(request.server.db, signedInUser(request));
    return { data, total: data.reduce((n, r) => n + r.total, 0) };
  },
};
