import type { Database } from '../../db/database.ts';
import type { ReceivedFile } from '../../http/fileUpload.ts';
import type { Principal } from '../auth/index.ts';
import { wholeReturns } from '../returns/index.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

/** The SQL of the signed FPRE: one document per return. */

/** The signed FPRE of a return the user may see whole (a client user: none of another client's lines on it). */
export function visibleFpre(db: Database, user: Principal, retNumber: string) {
  return wholeReturns(db, user)
    .innerJoin('fpre_documents as f', 'f.return_id', 'r.return_id')
    .select(['f.file_name', 'f.content_type', 'f.content'])
    .where('r.ret_number', '=', withoutSpaces(retNumber))
    .executeTakeFirst();
}

/**
 * Stores the signed FPRE's file; one the warehouse sent back may still be stored, and the new one
 * replaces it. That the return has an FPRE uploaded, and since when, is the lifecycle's (fpre.upload).
 */
export async function storeFpre(db: Database, returnId: number, file: ReceivedFile, uploader: Principal) {
  const document = {
    file_name: file.fileName,
    content_type: file.contentType,
    size: file.content.length,
    content: file.content,
    uploaded_by: uploader.userId,
    uploaded_by_name: uploader.userName,
    uploaded_at: new Date(),
  };
  await db
    .insertInto('fpre_documents')
    .values({ return_id: returnId, ...document })
    .onConflict((oc) => oc.column('return_id').doUpdateSet(document))
    .execute();
}

/** The document only: that the return has no FPRE uploaded any more is the lifecycle's (fpre.delete). */
export async function deleteFpre(db: Database, returnId: number) {
  await db.deleteFrom('fpre_documents').where('return_id', '=', returnId).execute();
}
