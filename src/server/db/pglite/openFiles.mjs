// Plain JavaScript, loaded by worker.mjs (see there why).
import { closeSync } from 'node:fs';

// Emscripten's open flags that make an open more than finding the file again.
const O_CREAT = 0o100;
const O_EXCL = 0o200;
const O_TRUNC = 0o1000;
const O_APPEND = 0o2000;
/** The Node file handles kept closed-but-open, at most. */
const KEPT = 256;

/**
 * PostgreSQL in PGlite keeps few files open (its limit is set for the browser), and a return's
 * document reads more relations than that: each request opened and closed about fifty files,
 * each an open and a close on Node's file system. Here a file PostgreSQL closes keeps its Node
 * handle, and opening that file again with the same flags takes the handle back. Creating,
 * renaming or removing anything in the data directory first closes every kept handle, and a file
 * open at that moment is closed for good when PostgreSQL closes it, so a kept handle belongs to
 * the file its path names now; an open that creates or appends is never served from the kept
 * ones (Emscripten truncates before it opens). Positions are not shared: Emscripten passes each
 * read and write its own offset. Returns what closes the kept handles.
 */
export function keepFilesOpen(FS) {
  const nodefs = FS.filesystems.NODEFS;
  /** Handles by path and flags, least recently closed first. */
  const kept = new Map();
  let count = 0;
  /** How many times names have changed: a handle opened before the last change is not kept. */
  let generation = 0;
  const forgetAll = () => {
    for (const handles of kept.values()) for (const handle of handles) closeQuietly(handle);
    kept.clear();
    count = 0;
    generation++;
  };
  const { open, close } = nodefs.stream_ops;
  nodefs.stream_ops.open = function reopen(stream) {
    if (!FS.isFile(stream.node.mode) || stream.flags & (O_CREAT | O_EXCL | O_TRUNC | O_APPEND)) return open.call(this, stream);
    const key = `${nodefs.realPath(stream.node)}\u0000${stream.flags}`;
    const handles = kept.get(key);
    if (handles) {
      stream.nfd = handles.pop();
      stream.shared.refcount = 1;
      count--;
      if (handles.length === 0) kept.delete(key);
    } else {
      open.call(this, stream);
    }
    stream.keptAs = key;
    stream.keptIn = generation;
  };
  nodefs.stream_ops.close = function keep(stream) {
    if (!stream.keptAs || !stream.nfd || stream.keptIn !== generation) return close.call(this, stream);
    if (--stream.shared.refcount !== 0) return;
    const handles = kept.get(stream.keptAs) ?? [];
    kept.delete(stream.keptAs);
    kept.set(stream.keptAs, [...handles, stream.nfd]);
    if (++count > KEPT) {
      const [oldestKey, oldest] = kept.entries().next().value;
      closeQuietly(oldest.shift());
      count--;
      if (oldest.length === 0) kept.delete(oldestKey);
    }
  };
  for (const name of ['mknod', 'rename', 'unlink', 'rmdir', 'symlink']) {
    const operation = nodefs.node_ops[name];
    nodefs.node_ops[name] = function changingNames(...args) {
      forgetAll();
      return operation.apply(this, args);
    };
  }
  // The handles are the process's, not the thread's: closing the database closes them too (its
  // shutdown, which writes its statistics file, usually has already).
  return forgetAll;
}

function closeQuietly(handle) {
  try {
    closeSync(handle);
  } catch {
    // Already closed: nothing is left to release.
  }
}
