import type { LifecycleContext } from '../../../../machines/returns/returnLifecycle.ts';
import { signedInUser } from '../../http/authenticate.ts';
import { receiveFile } from '../../http/fileUpload.ts';
import type { Handlers } from '../../http/handlers.ts';
import { conflict } from '../../http/problem.ts';
import { isAdministrator } from '../approvals/deciderAccess.ts';
import { next, snapshotOf } from '../approvals/lifecycleSnapshot.ts';
import { storeTransition } from '../approvals/storeTransition.ts';
import { lockAtDelivery } from './deliveryAccess.ts';
import { deliverySaved } from './deliverySaved.ts';

const fpreTypes = ['application/pdf', 'image/png', 'image/jpeg'];

export const fpreMessages = {
  notPrinted: 'please print FPRE first!',
  fareyeWaiting: 'Waiting Status Fareye!',
  uploaded: 'The signed FPRE is uploaded already; delete it first to upload another.',
  wrongType: 'The FPRE must be a pdf, png, jpg or jpeg file.',
} as const;

/** Why the lifecycle refused an upload, in the specification's words (spec 002 §4). */
function refusalOf(c: LifecycleContext): string {
  if (c.fpreUploaded) return fpreMessages.uploaded;
  if (c.printStatus !== 'Y' && c.fpreStatus !== 'R') return fpreMessages.notPrinted;
  return fpreMessages.fareyeWaiting;
}

/**
 * The signed FPRE: read and checked before the return is locked (no row lock is held while a
 * slow upload streams), then judged by the lifecycle; ADMIN and ADMINISTRATOR bypass a waiting
 * delivery-tracking request, as the specification's admin user did.
 */
export const fpreUploadHandlers: Pick<Handlers, 'uploadFpre'> = {
  async uploadFpre(request) {
    const user = signedInUser(request);
    const file = await receiveFile(request, fpreTypes, fpreMessages.wrongType);
    return request.server.db.transaction().execute(async (trx) => {
      const stored = await lockAtDelivery(trx, request.params.retNumber, user, request.query.version);
      const before = await snapshotOf(trx, stored);
      const after = next(before, { type: 'fpre.upload', bypassFareye: isAdministrator(user) });
      if (!after) throw conflict(refusalOf(before.context), 'file');
      const document = { file_name: file.fileName, content_type: file.contentType, size: file.content.length, content: file.content, uploaded_by: user.userId, uploaded_by_name: user.userName, uploaded_at: new Date() };
      // A document the warehouse sent back may still be stored: the new one replaces it.
      await trx
        .insertInto('fpre_documents')
        .values({ return_id: stored.return_id, ...document })
        .onConflict((oc) => oc.column('return_id').doUpdateSet(document))
        .execute();
      const saved = await storeTransition(trx, stored, after, user, { event: 'fpre.upload', remark: file.fileName });
      return deliverySaved('Data has been saved!', stored, after, saved);
    });
  },
};
