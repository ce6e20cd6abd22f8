import { fileTypeFromBuffer } from 'file-type';
import { sql } from 'kysely';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest, notFound, Problem } from '../../http/problem.ts';

export const MAX_UPLOAD_BYTES = 3 * 1024 * 1024;
const photoTypes = ['image/png', 'image/jpeg'];

export const attachmentHandlers: Pick<Handlers, 'uploadAttachment' | 'getAttachment'> = {
  async uploadAttachment(request) {
    const user = signedInUser(request);
    const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    if (!file) throw badRequest('Please choose a file.', 'file');
    // The limit is enforced while streaming: toBuffer stops at 3 MB and reports it.
    const content = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new Problem(413, 'Payload Too Large', 'The maximum upload file is 3MB!', 'file');
      throw error;
    });
    if (file.file.truncated) throw new Problem(413, 'Payload Too Large', 'The maximum upload file is 3MB!', 'file');
    const sniffed = await fileTypeFromBuffer(content);
    if (!sniffed || !photoTypes.includes(sniffed.mime)) {
      throw new Problem(415, 'Unsupported Media Type', 'Photos must be png, jpeg or jpg.', 'file');
    }
    const { attachment_id } = await request.server.db
      .insertInto('attachments')
      .values({ file_name: file.filename.slice(0, 200), content_type: sniffed.mime, size: content.length, content, created_by: user.userId })
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
      .header('content-disposition', `inline; filename="${row.file_name.replace(/["\r\n]/g, '')}"`)
      .header('cache-control', 'private, max-age=3600')
      .send(row.content);
  },
};
