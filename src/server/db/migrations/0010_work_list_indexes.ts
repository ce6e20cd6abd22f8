import type { Kysely } from 'kysely';
import { execScript } from '../execScript.ts';

/**
 * Indexes in the work lists' own order (issue 10). Every work list reads the returns waiting at
 * its steps, oldest submitted first (approvals, Chief Delivery), so an index of only the waiting
 * returns in that order lets a page read its rows and stop, on the first page as on the deepest
 * (keyset paging), instead of sorting every waiting return of the step; a list of two steps (QA HO's
 * QAHO and QACLIENT) walks all waiting returns in that order. The planner takes that
 * path only when it knows how many returns wait at a step: status and step are not independent (a
 * tenth of the returns wait, all at some step), so it learns their combinations (extended
 * statistics); without them it guessed a tenth of the waiting SALES returns and sorted them all.
 * The same for a user's assignments at a step, which decide whether a list starts from the
 * user's assignments (a few) or from the step's waiting returns (many). Reject Return reads the
 * rejected lines not yet returned again or sent back, a few among millions. Chief Warehouse's
 * order (the signed FPRE's upload, else the submission) is kept on the return, so that it too can
 * be an index's order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await execScript(
    db,
    `
    create index returns_waiting_idx on returns (step_code, submitted_at, return_id) include (plant_code) where status = 'W';
    create statistics returns_status_step_stats (mcv) on status, step_code from returns;
    create statistics return_assignments_user_step_stats (mcv) on user_id, step_code from return_assignments;
    alter table returns add column fpre_uploaded_at timestamptz;
    update returns r set fpre_uploaded_at = f.uploaded_at from fpre_documents f where f.return_id = r.return_id;
    create index returns_waiting_order_idx on returns (submitted_at, return_id) include (step_code, plant_code) where status = 'W';
    create index returns_waiting_upload_idx on returns (step_code, coalesce(fpre_uploaded_at, submitted_at), return_id) include (plant_code) where status = 'W';
    create index return_items_rejected_idx on return_items (return_id) where approval_status = 'R' and reject_disposition is null;
    `,
  );
}
