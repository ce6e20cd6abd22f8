// Plain JavaScript, loaded by worker.mjs (see there why).
import { protocol } from '@electric-sql/pglite';

const parse = protocol.Parser.prototype.parse;
let raw = false;

/**
 * PGlite decodes every message PostgreSQL writes into objects (each field of each row a string),
 * for its own query API, even while the caller takes the raw bytes: a fifth of the embedded
 * database's time on a work list. The server's driver (pg) decodes the bytes itself, so while a
 * raw answer is read PGlite's parser is skipped. Nothing of PGlite's own needs those objects
 * then: they carry the errors of its query API, a notice callback and LISTEN's notifications,
 * none of which a raw exchange uses; its own queries (the maintenance's) are decoded as before.
 */
protocol.Parser.prototype.parse = function parseUnlessRaw(...args) {
  if (!raw) return parse.apply(this, args);
};

/** `client.execProtocolRaw(bytes)`, without PGlite decoding the answer. */
export async function execRaw(client, bytes) {
  raw = true;
  try {
    return await client.execProtocolRaw(bytes);
  } finally {
    raw = false;
  }
}
