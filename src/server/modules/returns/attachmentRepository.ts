import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ReceivedFile } from '../../http/fileUpload.ts';
import type { Principal } from '../auth/index.ts';
import { scopedLines } from './returnScope.ts';

/** The SQL of the lines' photos. */

export async function insertAttachment(db: Database, file: ReceivedFile, uploadedBy: number) {
  const { attachment_id } = await db
    .insertInto('attachments')
    .values({ file_name: file.fileName, content_type: file.contentType, size: file.content.length, content: file.content, created_by: uploadedBy })
    .returning('attachment_id')
    .executeTakeFirstOrThrow();
  return attachment_id;
}

/**
 * A photo the user may see: its uploader sees it, and so does anyone who may see a line it
 * belongs to (the line's photo or the warehouse's photo of it at the dock; the return's scope:
 * plants, and a client user's clients), so sequential ids reveal nothing.
 */
export function visibleAttachment(db: Database, user: Principal, attachmentId: number) {
  return db
    .selectFrom('attachments as a')
    .select(['a.file_name', 'a.content_type', 'a.content'])
    .where('a.attachment_id', '=', attachmentId)
    .where((eb) =>
      eb.or([
        eb('a.created_by', '=', user.userId),
        eb.exists(
          scopedLines(db, user)
            .select(sql`1`.as('one'))
            .where((line) => line.or([line('ri.attachment_id', '=', attachmentId), line('ri.warehouse_photo_id', '=', attachmentId)])),
        ),
      ]),
    )
    .executeTakeFirst();
}
