import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * A zip archive written straight to a stream, entry after entry, each deflated as it is written:
 * the sizes and checksum follow each entry's data (a data descriptor), so nothing is held back.
 * Enough for an .xlsx (no ZIP64: an entry stays under 4 GB, which an export of a million lines
 * is far from).
 */
export interface ZipStream {
  /** Adds an entry whose whole content is at hand. */
  add(name: string, content: string): Promise<void>;
  /** Adds an entry written piece by piece: `write` waits while the reader is behind. */
  open(name: string): Promise<ZipEntry>;
  /** Writes the central directory: the archive is complete. Does not end `output`. */
  close(): Promise<void>;
}

export interface ZipEntry {
  write(text: string): Promise<void>;
  close(): Promise<void>;
}

interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Sizes after the data (bit 3), names in UTF-8 (bit 11). */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
const LIMIT = 0xffffffff;
const BACKLOG = 1 << 20;
/** Of zlib's 1 (fastest) to 9: a sheet a third smaller than at 1 for a tenth more time. */
const LEVEL = 3;

/** The time of day and the date as MS-DOS writes them, which zip keeps. */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

export function zipStream(output: Writable, level = LEVEL): ZipStream {
  const entries: Written[] = [];
  const { time, date } = dosTime(new Date());
  let offset = 0;

  async function put(bytes: Buffer) {
    offset += bytes.length;
    // A reader that goes away while this waits closes the stream instead of draining it.
    if (!output.write(bytes) && !output.destroyed) await Promise.race([once(output, 'drain'), once(output, 'close')]);
  }

  function localHeader(name: Buffer) {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    // Checksum and sizes (14–25) are zero here: the data descriptor carries them.
    header.writeUInt16LE(name.length, 26);
    return Buffer.concat([header, name]);
  }

  async function open(entryName: string): Promise<ZipEntry> {
    const name = Buffer.from(entryName, 'utf8');
    const written: Written = { name, offset, crc: 0, compressed: 0, size: 0 };
    await put(localHeader(name));
    const deflate = createDeflateRaw({ level });
    deflate.on('data', (chunk: Buffer) => {
      written.compressed += chunk.length;
      offset += chunk.length;
      if (output.destroyed) return;
      if (!output.write(chunk)) {
        deflate.pause();
        output.once('drain', () => deflate.resume());
      }
    });
    // A reader that went away drains no more: what is left is compressed into the void.
    const drainAway = () => deflate.resume();
    output.once('close', drainAway);
    const ended = once(deflate, 'end');
    return {
      async write(text) {
        const bytes = Buffer.from(text, 'utf8');
        written.crc = crc32(bytes, written.crc);
        written.size += bytes.length;
        if (written.size > LIMIT) throw new Error(`${entryName} passes 4 GB, more than a zip without ZIP64 holds.`);
        deflate.write(bytes);
        // A few pieces may wait to be compressed, so the next rows are written meanwhile.
        if (deflate.writableLength > BACKLOG && !output.destroyed) await once(deflate, 'drain');
      },
      async close() {
        deflate.end();
        await ended;
        output.off('close', drainAway);
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
        descriptor.writeUInt32LE(written.crc >>> 0, 4);
        descriptor.writeUInt32LE(written.compressed, 8);
        descriptor.writeUInt32LE(written.size, 12);
        await put(descriptor);
        entries.push(written);
      },
    };
  }

  return {
    open,
    async add(name, content) {
      const entry = await open(name);
      await entry.write(content);
      await entry.close();
    },
    async close() {
      const start = offset;
      for (const entry of entries) {
        const header = Buffer.alloc(46);
        header.writeUInt32LE(CENTRAL_HEADER, 0);
        header.writeUInt16LE(VERSION, 4);
        header.writeUInt16LE(VERSION, 6);
        header.writeUInt16LE(FLAGS, 8);
        header.writeUInt16LE(DEFLATE, 10);
        header.writeUInt16LE(time, 12);
        header.writeUInt16LE(date, 14);
        header.writeUInt32LE(entry.crc >>> 0, 16);
        header.writeUInt32LE(entry.compressed, 20);
        header.writeUInt32LE(entry.size, 24);
        header.writeUInt16LE(entry.name.length, 28);
        header.writeUInt32LE(entry.offset, 42);
        await put(Buffer.concat([header, entry.name]));
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - start, 12);
      end.writeUInt32LE(start, 16);
      await put(end);
    },
  };
}
