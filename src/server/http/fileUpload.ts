import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, Problem } from './problem.ts';

export const MAX_UPLOAD_BYTES = 3 * 1024 * 1024;
export const uploadTooLarge = 'The maximum upload file is 3MB!';

export interface ReceivedFile {
  fileName: string;
  /** The type its content shows, whatever its name or the browser claimed. */
  contentType: string;
  content: Buffer;
}

/**
 * The one file of a multipart request (field `file`), read with the 3 MB limit enforced while
 * streaming (toBuffer stops at the limit and reports it), and accepted only when its content is
 * of one of `types`; `refusal` tells the user which types are.
 */
export async function receiveFile(request: FastifyRequest, types: readonly string[], refusal: string): Promise<ReceivedFile> {
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!file) throw badRequest('Please choose a file.', 'file');
  const content = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new Problem(413, 'Payload Too Large', uploadTooLarge, 'file');
    throw error;
  });
  if (file.file.truncated) throw new Problem(413, 'Payload Too Large', uploadTooLarge, 'file');
  const sniffed = await fileTypeFromBuffer(content);
  if (!sniffed || !types.includes(sniffed.mime)) throw new Problem(415, 'Unsupported Media Type', refusal, 'file');
  return { fileName: file.filename.slice(0, 200), contentType: sniffed.mime, content };
}
