import type { LineDecisionStep } from '../../../../machines/returns/returnLifecycle.ts';
import { decidePermissionOf } from '../../../shared/stepPermissions.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { forbidden } from '../../http/problem.ts';
import { withHeaderOf } from './listHeader.ts';
import { pendingLinesPage } from './pendingLines.ts';
import { stepsDecidedBy } from '../../../../machines/returns/route.ts';

/** The screen permission of each approval list, and the steps whose lines it holds. */
const lists = {
  SALES: { permission: 'approvals.sales', steps: stepsDecidedBy('SALES') },
  CLIENT: { permission: 'approvals.client', steps: stepsDecidedBy('CLIENT') },
  BRQA: { permission: 'approvals.brqa', steps: stepsDecidedBy('BRQA') },
  QAHO: { permission: decidePermissionOf.QAHO, steps: stepsDecidedBy('QAHO') },
} as const;

export const approvalListHandlers: Pick<Handlers, 'listMyApprovals'> = {
  async listMyApprovals(request) {
    const user = signedInUser(request);
    const q = request.query;
    const list = lists[q.stepCode];
    if (!user.permissions.has(list.permission)) throw forbidden('You do not have permission to do this.');
    // Who holds the list but decides at none of its steps (sales service, for the quantity change)
    // follows every line waiting there in their plants; a decider sees the lines assigned to them.
    const follows = !list.steps.some((step) => user.permissions.has(decidePermissionOf[step]));
    const { rows, ...page } = await pendingLinesPage(request.server.db, user, list.steps, q, pageOf(q), follows);
    return {
      ...page,
      data: rows.map((r) =>
        withHeaderOf(r, {
          approvalDetailId: r.return_detail_id,
          // The list holds only returns waiting at a line-decision step (its query's steps).
          stepCode: r.step_code as LineDecisionStep,
          route: r.route,
          clientCode: r.client_code,
          clientName: r.client_name,
          line: r.line,
          materialCode: r.material_code,
          materialName: r.material_name,
          rayonType: r.rayon_type,
          batch: r.batch,
          expiredDate: r.expired_date,
          qty: Number(r.qty),
          uom: r.uom,
          returnUom: r.return_uom,
          netPrice: Number(r.net_price),
          nra: r.nra ? ('Y' as const) : ('N' as const),
          crprgp: r.crprgp,
          principalApproval: r.principal_approval,
          attachmentId: r.attachment_id,
          remark: r.remark,
        }),
      ),
    };
  },
};
