import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../../http/contentDisposition.ts';
import { writeWorkbook, type Sheet } from './sheetWriter.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Answers an export: the workbook of `sheets` streamed to the browser as `fileName` while their
 * rows are read. Everything the request can be refused for is checked before: once the first
 * bytes left, a failure can only cut the download short (it is logged).
 */
// Each sheet has rows of its own kind.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function sendWorkbook(request: FastifyRequest, reply: FastifyReply, fileName: string, sheets: readonly Sheet<any>[]) {
  const output = new PassThrough();
  writeWorkbook(output, sheets).catch((error: unknown) => {
    request.log.error({ err: error }, `The export ${fileName} failed while streaming.`);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.type(XLSX).header('content-disposition', contentDisposition('attachment', fileName)).header('cache-control', 'private, no-cache').send(output);
}

/** Answers an export of one sheet (sendWorkbook). */
export const sendSheet = <Row>(request: FastifyRequest, reply: FastifyReply, fileName: string, sheet: Sheet<Row>) =>
  sendWorkbook(request, reply, fileName, [sheet]);
