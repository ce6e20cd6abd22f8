import type { Database } from '../../db/database.ts';
import { totalOnce, type OrderKey } from '../../lists/listPage.ts';
import { sortedPage, type Sorting } from '../../lists/sortedPage.ts';
import type { Page } from '../../http/paging.ts';
import type { Principal } from '../auth/index.ts';
import type { SortFieldOf } from '../../../shared/sortFields.ts';
import { pendingUsersSeenBy, returnNames, scopedLines, scopedReturns, waitsForDecision } from '../returns/index.ts';
import { waitingFor, type Whose } from './waitingFor.ts';

const customerName = returnNames.customer.$castTo<string | null>();
const reasonName = returnNames.reason;
const plantName = returnNames.plant.$castTo<string | null>();
const { creatorUserName, creatorFullName } = returnNames;

/** The New Registration table's order: the newest registration first. */
const newestFirst: readonly OrderKey[] = [
  ['r.submitted_at', 'timestamptz'],
  ['r.return_id', 'int'],
];

/**
 * New registrations: submitted returns of the user's scope waiting in the chain that no one has
 * approved yet (a return stops being new at its first approval), newest first; the New
 * Registration card is its total.
 */
export function newRegistrationsPage(db: Database, user: Principal, page: Page, q: Sorting<SortFieldOf<'listNewRegistrations'>> & { after?: string }) {
  const filtered = scopedReturns(db, user).where('r.status', '=', 'W').where('r.approved_by_anyone', '=', false);
  return sortedPage(
    filtered,
    page,
    (returns) =>
      returns.select([
        'r.return_id',
        'r.ret_number',
        'r.invoice_no',
        'r.customer_code',
        customerName.as('customer_name'),
        reasonName.as('reason'),
        plantName.as('plant_name'),
        creatorUserName.as('username'),
        creatorFullName.as('created_by_name'),
        'r.submitted_at',
        'r.status',
        'r.step_code',
        pendingUsersSeenBy(user).as('pending_user'),
      ]),
    {
      ret_number: 'r.ret_number',
      invoice_ref_no: 'r.invoice_no',
      customer_name: customerName,
      reason: reasonName,
      plant_name: plantName,
      // The column shows who registered it by full name, so it sorts by that.
      username: creatorFullName,
      created_date: 'r.submitted_at',
      step_code: 'r.step_code',
    },
    q,
    { keyset: newestFirst, descending: true, after: q.after, total: totalOnce(db, 'newRegistrations', user.userId, {}) },
  );
}

/** The Need Approval table's order: the oldest registration first, a return's lines together. */
const oldestFirst: readonly OrderKey[] = [
  ['r.submitted_at', 'timestamptz'],
  ['r.return_id', 'int'],
  ['ri.return_detail_id', 'int'],
];

/**
 * Lines waiting for a decision, the user's own or everyone's in their plants (`whose`), undecided at the step their return
 * waits at and still in it; the Needs Approval card is its total.
 */
export function needApprovalPage(db: Database, user: Principal, whose: Whose, page: Page, q: Sorting<SortFieldOf<'listNeedApproval'>> & { after?: string }) {
  const filtered = scopedLines(db, user).where('r.status', '=', 'W').where(waitsForDecision('ri')).where(waitingFor(user, whose));
  return sortedPage(
    filtered,
    page,
    (lines) =>
      lines.select([
        'r.return_id',
        'ri.return_detail_id',
        'r.ret_number',
        'r.invoice_no',
        'r.customer_code',
        customerName.as('customer_name'),
        'ri.material_code',
        'ri.material_name',
        'r.step_code',
        pendingUsersSeenBy(user).as('pending_user'),
        'r.submitted_at',
        'r.state_entered_at',
      ]),
    {
      ret_number: 'r.ret_number',
      invoice_ref_no: 'r.invoice_no',
      customer_name: customerName,
      material_name: 'ri.material_name',
      step_code: 'r.step_code',
      created_date: 'r.submitted_at',
      waiting_since: 'r.state_entered_at',
    },
    q,
    { keyset: oldestFirst, after: q.after, total: totalOnce(db, 'needApproval', user.userId, { whose }) },
  );
}
