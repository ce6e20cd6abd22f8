import { Worker } from 'node:worker_threads';
import { PgliteSocket } from './socket.ts';

type Reply = { id: number; bytes?: Uint8Array; failure?: string };

interface Pending {
  resolve(bytes: Uint8Array): void;
  reject(error: Error): void;
}

/**
 * PGlite in a worker thread of its own (worker.mjs), spoken to in PostgreSQL's wire protocol.
 * PGlite computes on the thread that calls it: on the server's thread, every query held up every
 * request (a report's query froze the sign-in page) and the server used one core of the machine.
 * Here the database computes beside the server, as PostgreSQL does in its own process, and the
 * server reaches it through the same driver (pg) as PostgreSQL: one socket() per connection.
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #lostListeners: ((error: Error) => void)[] = [];
  #nextId = 0;
  #stopped: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#settle(reply));
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) => this.#stop(new Error(`The embedded database stopped (exit code ${code}).`)));
  }

  /** Opens the database (a data directory, or a dump) with `settings` in every session and its maintenance every `maintenanceMs` (0: none). */
  static async start(
    options: { dataDir?: string; dump?: { bytes: Uint8Array; type: string }; settings: Record<string, string>; maintenanceMs?: number },
    /** The thread's script: the tests give one that stops as a crashed database would. */
    script = new URL('./worker.mjs', import.meta.url),
  ): Promise<PgliteThread> {
    const worker = new Worker(script, { workerData: options });
    const ready = await new Promise<{ ready: boolean; message?: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The embedded database stopped while opening (exit code ${code}).`)));
    });
    if (!ready.ready) {
      await worker.terminate();
      throw new Error(`The embedded database could not open: ${ready.message}`);
    }
    return new PgliteThread(worker);
  }

  /** A connection's socket: the pg client writes its messages to it and reads the answers. */
  socket(): PgliteSocket {
    return new PgliteSocket((bytes, startup) => this.#send({ bytes, startup }, [bytes.buffer]));
  }

  /** Calls `listener` if the thread stops without close() (a crash): every query after that fails. */
  onLost(listener: (error: Error) => void): void {
    this.#lostListeners.push(listener);
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#send({ close: true });
    this.#stopped = new Error('The embedded database is closed.');
    await this.#worker.terminate();
  }

  #send(message: object, transfer: ArrayBuffer[] = []): Promise<Uint8Array> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...message }, transfer);
    });
  }

  #settle(reply: Reply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.failure !== undefined) pending.reject(new Error(`The embedded database failed: ${reply.failure}`));
    else pending.resolve(reply.bytes ?? new Uint8Array(0));
  }

  #stop(error: Error): void {
    const lost = this.#stopped === null;
    this.#stopped ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
    if (lost) for (const listener of this.#lostListeners) listener(error);
  }
}
