import { fpreCode, readFpreCode } from '../../../shared/fpreCode.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { pendingProcessNames } from '../../../shared/returnStatus.ts';
import type { Database } from '../../db/database.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest, conflict, notFound } from '../../http/problem.ts';
import type { Principal } from '../auth/index.ts';
import { returnDocumentOf, sentSnapshotsOfRows } from '../returns/index.ts';
import { warehouseRowOf } from './warehouseList.ts';
import { lastWarehouseDecision, scopedReturnState, waitingAtWarehouse } from './warehouseRepository.ts';

/**
 * Why a return the dock scanned is not waiting for this user's count, in words (issue 56): not
 * one of the user's plants' (said the same whether it exists elsewhere or not at all, so a code
 * tells nothing of another plant), decided already, elsewhere in the chain, or another user's.
 */
async function whyNotWaiting(db: Database, user: Principal, retNumber: string): Promise<Error> {
  const stored = await scopedReturnState(db, user, retNumber);
  if (!stored) return notFound(`Return ${retNumber} is not a return of your plants.`);
  const last = await lastWarehouseDecision(db, stored.return_id);
  const decided = last && `${last.status === 'A' ? 'FPRE OK' : 'Not OK'} by ${last.user_name ?? 'SYSTEM'} on ${formatDateTime(last.created_at)}`;
  if (stored.status === 'A') return conflict(decided ? `Return ${retNumber} was received already: ${decided}.` : `Return ${retNumber} is completed.`);
  if (stored.status === 'R') return conflict(`Return ${retNumber} was rejected.`);
  if (stored.status === 'D') return conflict(`Return ${retNumber} is a draft.`);
  if (stored.step_code === 'CW') return conflict(`Return ${retNumber} waits for another Chief Warehouse user.`);
  const where = pendingProcessNames[stored.step_code ?? ''] ?? stored.step_code;
  const sentBack = decided ? ` The warehouse decided it last: ${decided}.` : '';
  return conflict(`Return ${retNumber} is not waiting at Chief Warehouse: ${where}.${sentBack}`);
}

/** The dock's scan: the return of an FPRE's code, opened as the desk's Confirm FPRE opens it. */
export const scanFpreHandlers: Pick<Handlers, 'scanFpre'> = {
  async scanFpre(request) {
    const user = signedInUser(request);
    const { db } = request.server;
    const code = readFpreCode(request.query.code);
    if (!code) throw badRequest(`${request.query.code.trim()} is not the code of an FPRE nor a return number.`, 'code');
    const row = await waitingAtWarehouse(db, user, code.retNumber);
    if (!row) throw await whyNotWaiting(db, user, code.retNumber);
    const lifecycle = sentSnapshotsOfRows(user, [row]).get(row.return_id)!;
    return {
      // A paper of an earlier print still names the return; the dock says it is not the last.
      latestPrint: code.printedAt === null || fpreCode(code.retNumber, code.printedAt) === fpreCode(code.retNumber, row.last_print_date),
      lastPrintDate: row.last_print_date?.toISOString() ?? null,
      row: warehouseRowOf(row, lifecycle),
      document: await returnDocumentOf(db, user, row.return_id),
    };
  },
};
