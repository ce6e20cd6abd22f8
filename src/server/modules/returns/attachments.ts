import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import { receiveFile } from '../../http/fileUpload.ts';
import { notFound } from '../../http/problem.ts';
import { insertAttachment, visibleAttachment } from './attachmentRepository.ts';

const photoTypes = ['image/png', 'image/jpeg'];

export const attachmentHandlers: Pick<Handlers, 'uploadAttachment' | 'getAttachment'> = {
  async uploadAttachment(request) {
    const user = signedInUser(request);
    const file = await receiveFile(request, photoTypes, 'Photos must be png, jpeg or jpg.');
    const attachmentId = await insertAttachment(request.server.db, file, user.userId);
    return { status: 200, message: 'Data has been saved!', data: attachmentId };
  },

  async getAttachment(request, reply) {
    const user = signedInUser(request);
    const row = await visibleAttachment(request.server.db, user, request.params.attachmentId);
    if (!row) throw notFound('No image attached!');
    return reply
      .type(row.content_type)
      .header('content-disposition', contentDisposition('inline', row.file_name))
      .header('cache-control', 'private, max-age=3600')
      .send(row.content);
  },
};
