import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * The API's JSON answers compressed by what the client accepts, brotli before gzip (issue 34 item
 * 4): a page of a hundred log rows was 383-706 KB on the wire. Only JSON (problem+json too): the
 * built files were compressed once at build time (scripts/precompress.ts), a spreadsheet or a PDF
 * is compressed already, and a file a user uploaded is sent as it was. Brotli's quality 4, not its
 * default 11: an answer is compressed once per request, and 11 costs tens of milliseconds of CPU
 * on a large page for a few per cent fewer bytes. Answers under a kilobyte are sent as they are
 * (the headers cost more than the bytes saved).
 */
export const compressionOptions: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  customTypes: /^application\/(?:problem\+)?json(?:;|$)/,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};
