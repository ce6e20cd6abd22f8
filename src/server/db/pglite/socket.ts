import { Duplex } from 'node:stream';

/** Frontend messages after which the client waits for an answer: Sync, Query, Flush, CopyDone, CopyFail, a password. */
const ENDS_A_BATCH = new Set([0x53, 0x51, 0x48, 0x63, 0x66, 0x70]);
const TERMINATE = 0x58;

type Exchange = (bytes: Uint8Array<ArrayBuffer>, startup: boolean) => Promise<Uint8Array>;

/**
 * What pg takes for a socket to PostgreSQL, answered by the embedded database's thread. The
 * client's messages are gathered until one it waits on (a query's Sync), then sent together: a
 * query is one exchange with the thread, as it is one round trip to PostgreSQL. The first message
 * is the startup; Terminate ends this connection only (the database stays open for the next).
 */
export class PgliteSocket extends Duplex {
  #buffered: Buffer[] = [];
  #started = false;
  #exchanging: Promise<void> = Promise.resolve();

  constructor(private readonly exchange: Exchange) {
    super();
  }

  // What pg asks of a net.Socket.
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.#buffered.push(chunk);
    const pending = Buffer.concat(this.#buffered);
    const messages = completeMessages(pending, !this.#started);
    if (!messages) return done();
    this.#buffered = messages.rest.length ? [messages.rest] : [];
    if (messages.terminate) {
      this.push(null);
      return done();
    }
    if (!messages.endsBatch) {
      this.#buffered.unshift(messages.complete);
      return done();
    }
    const startup = !this.#started;
    this.#started = true;
    const bytes = new Uint8Array(messages.complete);
    this.#exchanging = this.#exchanging.then(() =>
      this.exchange(bytes, startup).then(
        (answer) => {
          this.push(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength));
        },
        (error: Error) => void this.destroy(error),
      ),
    );
    done();
  }

  override _read(): void {}

  override _final(done: (error?: Error | null) => void): void {
    this.push(null);
    done();
  }
}

/**
 * The whole messages at the start of `bytes`, and whether the last of them ends a batch (or is
 * Terminate). The startup message has no type byte: only its length.
 */
function completeMessages(bytes: Buffer, startup: boolean): { complete: Buffer; rest: Buffer; endsBatch: boolean; terminate: boolean } | null {
  if (startup) {
    if (bytes.length < 4 || bytes.length < bytes.readUInt32BE(0)) return null;
    const length = bytes.readUInt32BE(0);
    return { complete: bytes.subarray(0, length), rest: bytes.subarray(length), endsBatch: true, terminate: false };
  }
  let offset = 0;
  let endsBatch = false;
  while (offset + 5 <= bytes.length) {
    const type = bytes[offset]!;
    const length = 1 + bytes.readUInt32BE(offset + 1);
    if (offset + length > bytes.length) break;
    if (type === TERMINATE) return { complete: bytes.subarray(0, offset), rest: Buffer.alloc(0), endsBatch: false, terminate: true };
    offset += length;
    endsBatch = ENDS_A_BATCH.has(type);
  }
  if (offset === 0) return null;
  return { complete: bytes.subarray(0, offset), rest: bytes.subarray(offset), endsBatch, terminate: false };
}
