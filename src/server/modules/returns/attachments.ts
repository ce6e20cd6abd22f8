import { sql } from 'kysely';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import { receiveFile } from '../../http/fileUpload.ts';
import { notFound } from '../../http/problem.ts';

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
    // Its uploader sees it, and so does anyone whose plants hold a return it belongs to.
    const row = await request.server.db
      .selectFrom('attachments as a')
      .select(['a.file_name', 'a.content_type', 'a.content'])
      .where('a.attachment_id', '=', request.params.attachmentId)
      .where((eb) =>
        eb.or([
          eb('a.created_by', '=', user.userId),
          eb.exists(
            eb
              .selectFrom('return_items as ri')
              .innerJoin('returns as r', 'r.return_id', 'ri.return_id')
              .select(sql`1`.as('one'))
              .whereRef('ri.attachment_id', '=', 'a.attachment_id')
              .where('r.plant_code', 'in', user.plants.length ? user.plants : ['']),
          ),
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
