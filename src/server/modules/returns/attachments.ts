import { sql } from 'kysely';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import { receiveFile } from '../../http/fileUpload.ts';
import { notFound } from '../../http/problem.ts';
import { scopedLines } from './returnScope.ts';

const photoTypes = ['image/png', 'image/jpeg'];

export const attachmentHandlers: Pick<Handlers, 'uploadAttachment' | 'getAttachment'> = {
  async uploadAttachment(request) {
    const user = signedInUser(request);
    const file = await receiveFile(request, photoTypes, 'Photos must be png, jpeg or jpg.');
    const { attachment_id } = await request.server.db
      .insertInto('attachments')
      .values({ file_name: file.fileName, content_type: file.contentType, size: file.content.length, content: file.content, created_by: user.userId })
      .returning('attachment_id')
      .executeTakeFirstOrThrow();
    return { status: 200, message: 'Data has been saved!', data: attachment_id };
  },

  async getAttachment(request, reply) {
    const user = signedInUser(request);
    // Its uploader sees it, and so does anyone who may see a line it belongs to: the same scope
    // as the return's (plants, and a client user's clients), so sequential ids reveal nothing.
    const { db } = request.server;
    const row = await db
      .selectFrom('attachments as a')
      .select(['a.file_name', 'a.content_type', 'a.content'])
      .where('a.attachment_id', '=', request.params.attachmentId)
      .where((eb) =>
        eb.or([
          eb('a.created_by', '=', user.userId),
          eb.exists(scopedLines(db, user).select(sql`1`.as('one')).where('ri.attachment_id', '=', request.params.attachmentId)),
        ]),
      )
      .executeTakeFirst();
    if (!row) throw notFound('No image attached!');
    return reply
      .type(row.content_type)
      .header('content-disposition', contentDisposition('inline', row.file_name))
      .header('cache-control', 'private, max-age=3600')
      .send(row.content);
  },
};
