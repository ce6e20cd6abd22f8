import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Principal } from '../auth/index.ts';
import { sentSnapshotsOf } from '../returns/index.ts';
import { headerRowOf, type HeaderRow } from './headerRow.ts';

/** The old client asks the export as JSON (its Accept), not as a workbook. */
export function wantsDataExcel(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('spreadsheetml');
}

/** The rows as JSON text, a batch at a time, each row as the list answers it (its lifecycle included). */
async function* dataExcelText(db: Database, user: Principal, batches: AsyncIterable<HeaderRow[]>): AsyncGenerator<string> {
  yield '{"dataExcel":[';
  let first = true;
  for await (const rows of batches) {
    const lifecycles = await sentSnapshotsOf(db, user, rows);
    const text = rows.map((r) => JSON.stringify(headerRowOf(r, lifecycles.get(r.return_id)!))).join(',');
    yield first ? text : `,${text}`;
    first = false;
  }
  yield ']}';
}

/**
 * The Report Header's export as the old application answered it (`{ dataExcel: [...] }`),
 * streamed as it is read like the workbook, so a long search never sits in memory. Everything the
 * request can be refused for is checked before.
 */
export function sendDataExcel(request: FastifyRequest, reply: FastifyReply, batches: AsyncIterable<HeaderRow[]>) {
  const output = Readable.from(dataExcelText(request.server.db, signedInUser(request), batches));
  output.on('error', (error) => request.log.error({ err: error }, 'The dataExcel answer failed while streaming.'));
  return reply.type('application/json; charset=utf-8').header('cache-control', 'private, no-cache').send(output);
}
