// The embedded database's own thread (thread.ts starts it): PGlite answering the PostgreSQL wire
// protocol, one batch of messages at a time. Plain JavaScript: Node loads a worker thread itself,
// without the TypeScript loader of the process that starts it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { extensions } from './extensions.mjs';
import { keepFileSizes } from './fileSizes.mjs';
import { maintainEvery } from './maintenance.mjs';
import { keepFilesOpen } from './openFiles.mjs';
import { execRaw } from './rawAnswers.mjs';

const READY_FOR_QUERY = 0x5a; // 'Z'

const { dataDir, dump, settings, maintenanceMs } = workerData;
const client = new PGlite({
  extensions,
  ...(dataDir ? { dataDir } : {}),
  ...(dump ? { loadDataDir: new Blob([dump.bytes], { type: dump.type }) } : {}),
});

/**
 * PGlite has one session, which every connection of the server's pool opens again: a new one
 * starts without the transaction or the prepared statements a closed one may have left, and with
 * the settings the server asks of every connection (PGlite does not read a startup's options).
 */
async function newSession() {
  await client.exec(
    `rollback; deallocate all; ${Object.entries(settings)
      .map(([name, value]) => `set ${name} = '${value}';`)
      .join(' ')}`,
  );
}

/**
 * PGlite answers an error with two ReadyForQuery messages where PostgreSQL sends one; a client
 * reading the second as the end of its next query would take that query for done. A
 * ReadyForQuery right after another is dropped.
 */
function oneReadyForQuery(bytes) {
  const kept = [];
  let offset = 0;
  let ready = false;
  let dropped = false;
  while (offset < bytes.length) {
    const length = 1 + new DataView(bytes.buffer, bytes.byteOffset + offset + 1, 4).getUint32(0);
    const repeated = ready && bytes[offset] === READY_FOR_QUERY;
    if (repeated) dropped = true;
    else kept.push(bytes.subarray(offset, offset + length));
    ready = bytes[offset] === READY_FOR_QUERY;
    offset += length;
  }
  // PGlite's answer is a copy of its own, whole: it can be handed to the server's thread as it is.
  if (!dropped && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function answer(message) {
  if (!message.startup) return oneReadyForQuery(await execRaw(client, message.bytes));
  await newSession();
  return (await client.execProtocolRaw(message.bytes)).slice();
}

let stopMaintenance = () => {};
let closeKeptFiles = () => {};

client.waitReady.then(
  () => {
    if (dataDir) {
      keepFileSizes(client.Module.FS);
      closeKeptFiles = keepFilesOpen(client.Module.FS);
    }
    if (maintenanceMs > 0) stopMaintenance = maintainEvery(maintenanceMs, client, enqueue);
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ ready: false, message: error instanceof Error ? error.message : String(error) }),
);

// One batch at a time, in the order sent: the session is one, like a connection's socket.
let queue = Promise.resolve();
/** `work` in line after everything sent so far; a failure is the caller's, never the line's. */
function enqueue(work) {
  const done = queue.then(work);
  queue = done.catch(() => {});
  return done;
}

parentPort.on('message', (message) =>
  enqueue(async () => {
    if (message.close) {
      stopMaintenance();
      try {
        if (!client.closed) await client.close();
      } finally {
        closeKeptFiles();
        parentPort.postMessage({ id: message.id });
      }
      return;
    }
    try {
      const bytes = await answer(message);
      parentPort.postMessage({ id: message.id, bytes }, [bytes.buffer]);
    } catch (error) {
      parentPort.postMessage({ id: message.id, failure: error instanceof Error ? error.message : (error?.message ?? JSON.stringify(error)) });
    }
  }),
);
