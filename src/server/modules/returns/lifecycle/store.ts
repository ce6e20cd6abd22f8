import type { Database } from '../../../db/database.ts';
import type { Principal } from '../../auth/index.ts';
import type { StepColumns } from './columns.ts';
import { columnsOf, lineChanges, type Snapshot, type WorkflowColumns } from './rowMapping.ts';

interface Stored {
  returnId: number;
  before: Snapshot;
  after: Snapshot;
  version: number;
  set: StepColumns;
  actor: Principal | null;
  lineRemarks: Readonly<Record<string, string | null>>;
}

/**
 * Writes `after` over `before` on the rows that keep it: the return row's workflow columns with
 * the step's own columns and the new version, the decisions taken, the lines that dropped out.
 * A deleted draft is deleted (its lines and events go with it).
 */
export async function store(trx: Database, s: Stored): Promise<WorkflowColumns> {
  const now = columnsOf(s.after);
  if (s.after.value === 'deleted') {
    await trx.deleteFrom('returns').where('return_id', '=', s.returnId).execute();
    return now;
  }
  // A change of state starts its clock (the workflow chart's ages); a step's own events do not.
  const entered = JSON.stringify(s.before.value) === JSON.stringify(s.after.value) ? {} : { state_entered_at: new Date() };
  // "An FPRE is uploaded" is the machine's flag; when it became so is kept beside it, here only
  // (the Chief Delivery list orders by it, the header detail shows it).
  const uploaded = s.after.context.fpreUploaded === s.before.context.fpreUploaded ? {} : { fpre_uploaded_at: s.after.context.fpreUploaded ? new Date() : null };
  await trx
    .updateTable('returns')
    .set({ ...s.set, ...now, ...entered, ...uploaded, version: s.version, updated_at: new Date() })
    .where('return_id', '=', s.returnId)
    .execute();
  const { decided, droppedOut } = lineChanges(s.before, s.after);
  if (decided.length) {
    // Only line.decide decides, and only a signed-in user does; the remark is the line's.
    const user = s.actor;
    if (!user) throw new Error('Only a user decides lines.');
    await trx
      .insertInto('return_decisions')
      .values(
        decided.map((d) => ({
          return_id: s.returnId,
          return_detail_id: Number(d.lineId),
          step_code: d.step,
          status: d.status,
          remark: s.lineRemarks[d.lineId] ?? null,
          user_id: user.userId,
          user_name: user.userName,
        })),
      )
      .execute();
  }
  if (droppedOut.length)
    await trx
      .updateTable('return_items')
      .set({ approval_status: 'R' })
      .where('return_id', '=', s.returnId)
      .where('return_detail_id', 'in', droppedOut.map(Number))
      .execute();
  return now;
}
