// Plain JavaScript, loaded by worker.mjs (see there why).
const SEEK_END = 2;
const EINVAL = 28;

/** The operations of Emscripten's Node file system that cannot change a file's size. */
const reading = {
  stream_ops: new Set(['open', 'close', 'dup', 'read', 'llseek']),
  node_ops: new Set(['getattr', 'lookup', 'readdir', 'readlink', 'statfs']),
};

/**
 * PostgreSQL asks a relation file's size (lseek to its end) for the table and for every index of
 * each relation it plans, about 160 times for a work list's page, and Emscripten's Node file
 * system answers each with a synchronous fstat: a quarter of the embedded database's time on the
 * lists. Here the answer is kept per file until any operation that could change a size (a write,
 * a truncation, a file made, renamed or removed) runs, anywhere in the data directory: a read,
 * which writes nothing, then costs no fstat. Nothing else writes the directory: it is locked to
 * this process (pgliteLock.ts), and only PostgreSQL's own calls reach it through these tables.
 */
export function keepFileSizes(FS) {
  const nodefs = FS.filesystems.NODEFS;
  const sizes = new WeakMap();
  let generation = 0;
  for (const table of ['stream_ops', 'node_ops']) {
    for (const [name, operation] of Object.entries(nodefs[table])) {
      if (reading[table].has(name)) continue;
      nodefs[table][name] = function changing(...args) {
        generation++;
        try {
          return operation.apply(this, args);
        } finally {
          generation++;
        }
      };
    }
  }
  const llseek = nodefs.stream_ops.llseek;
  nodefs.stream_ops.llseek = function seek(stream, offset, whence) {
    if (whence !== SEEK_END) return llseek.call(this, stream, offset, whence);
    let known = sizes.get(stream.node);
    if (known?.generation !== generation) {
      known = { generation, size: llseek.call(this, stream, 0, SEEK_END) };
      sizes.set(stream.node, known);
    }
    if (offset + known.size < 0) throw new FS.ErrnoError(EINVAL);
    return offset + known.size;
  };
}
