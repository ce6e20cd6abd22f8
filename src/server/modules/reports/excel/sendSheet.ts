import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../../http/contentDisposition.ts';
import { writeSheet, type ExcelColumn } from './sheetWriter.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Answers an export: the workbook of one sheet streamed to the browser as `fileName` while its
 * rows are read. Everything the request can be refused for is checked before: once the first
 * bytes left, a failure can only cut the download short (it is logged).
 */
export function sendSheet<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  sheet: { name: string; columns: readonly ExcelColumn<Row>[]; batches: AsyncIterable<Row[]> },
) {
  const output = new PassThrough();
  writeSheet(output, sheet.name, sheet.columns, sheet.batches).catch((error: unknown) => {
    request.log.error({ err: error }, `The export ${fileName} failed while streaming.`);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.type(XLSX).header('content-disposition', contentDisposition('attachment', fileName)).header('cache-control', 'private, no-cache').send(output);
}
