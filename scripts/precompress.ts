import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text the browser downloads, above a packet's size. */
const compressible = /\.(js|css|html|svg|json|txt|map)$/;
const smallest = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built text file, once at build time,
 * for the server to send as they are (@fastify/static's preCompressed): the browser downloads a
 * fraction of the bytes and the server compresses nothing per request. A copy that would not be
 * smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'goods-return:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const path of filesUnder(outDir).filter((p) => compressible.test(p))) {
        const content = readFileSync(path);
        if (content.length < smallest) continue;
        const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
        const gzip = gzipSync(content, { level: 9 });
        if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
        if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
      }
    },
  };
}
