import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, Problem } from './problem.ts';

export const MAX_UPLOAD_BYTES = 3 * 1024 * 1024;
export const uploadTooLarge = 'The maximum upload file is 3MB!';
const noFileChosen = 'Please choose a file.';

export interface ReceivedFile {
  fileName: string;
  /** The type its content shows, whatever its name or the browser claimed. */
  contentType: string;
  content: Buffer;
}

/**
 * What a failure while reading the multipart stream means to the user: over the limit is 413;
 * a body cut off or malformed (busboy's errors carry no status) is the client's, 400.
 */
function readFailure(error: { code?: string; statusCode?: number }): Problem {
  if (error instanceof Problem) return error;
  if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) return new Problem(413, 'Payload Too Large', uploadTooLarge, 'file');
  return badRequest('The upload is incomplete or malformed. Please send the file again.', 'file');
}

/**
 * The one file of a multipart request (field `file`), read with the 3 MB limit enforced while
 * streaming (toBuffer stops at the limit and reports it), and accepted only when its content is
 * of one of `types`; `refusal` tells the user which types are.
 */
export async function receiveFile(request: FastifyRequest, types: readonly string[], refusal: string): Promise<ReceivedFile> {
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }).catch((error) => {
    throw readFailure(error);
  });
  if (!file) throw badRequest(noFileChosen, 'file');
  const content = await file.toBuffer().catch((error) => {
    throw readFailure(error);
  });
  if (file.file.truncated) throw new Problem(413, 'Payload Too Large', uploadTooLarge, 'file');
  // A part without a file name is a plain field to the multipart reader, unless it is sent as
  // application/octet-stream (busboy's rule): either way no file was chosen, and the same answer says so.
  if (!file.filename) throw badRequest(noFileChosen, 'file');
  // The name is stored as text, which PostgreSQL refuses with a NUL in it.
  if (file.filename.includes('\u0000')) throw badRequest('The file name must not contain a NUL character.', 'file');
  const sniffed = await fileTypeFromBuffer(content);
  if (!sniffed || !types.includes(sniffed.mime)) throw new Problem(415, 'Unsupported Media Type', refusal, 'file');
  return { fileName: [...file.filename].slice(0, 200).join(''), contentType: sniffed.mime, content };
}
