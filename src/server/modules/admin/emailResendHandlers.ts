import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { resendEmail } from '../integrations/index.ts';
import { auditChange } from './auditChange.ts';

/** An administrator sends a failed e-mail of the e-mail log again; the audit trail keeps who did, and why it had failed. */
export const emailResendHandlers: Pick<Handlers, 'resendEmail'> = {
  async resendEmail(request) {
    const admin = signedInUser(request);
    const emailId = request.params.id;
    await request.server.db.transaction().execute(async (trx) => {
      const { recipient, error } = await resendEmail(trx, emailId);
      await auditChange(trx, admin, request.ip, {
        action: 'email.resend',
        entity: 'e-mail',
        entityId: String(emailId),
        before: { recipient, status: 'FAILED', error },
        after: { recipient, status: 'QUEUED' },
      });
    });
    request.server.outbox.wake();
    return { status: 200, message: 'The e-mail is queued to be sent again.' };
  },
};
