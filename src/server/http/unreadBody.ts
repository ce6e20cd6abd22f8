import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How much of a refused body is read and thrown away before the refusal is sent. A server that
 * answers and closes while the client still writes resets the connection, and a client that
 * reads its answer only after sending (most do) sees EPIPE or ECONNRESET instead of the 413
 * (issue 55 item 8). Beyond these bounds the connection is closed all the same: reading a
 * gigabyte, or waiting on a client that trickles, to say "too large" serves no one.
 */
const DISCARD_BYTES = 32 * 1024 * 1024;
const DISCARD_MS = 10_000;

/** Reads the rest of `raw` into nothing; true when it ended within the bounds. */
function drain(raw: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      raw.off('data', count).off('end', ended).off('error', cut).off('close', cut);
      if (!whole) raw.pause();
      resolve(whole);
    };
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DISCARD_BYTES) finish(false);
    };
    const ended = () => finish(true);
    const cut = () => finish(false);
    const timer = setTimeout(cut, DISCARD_MS);
    raw.on('data', count).once('end', ended).once('error', cut).once('close', cut);
    raw.resume();
  });
}

/**
 * Before an error answer: the body still arriving is read to its end (within the bounds), so the
 * client can read the answer and the connection serves its next request; otherwise the answer
 * closes the connection, as nothing else would read what remains.
 */
export async function discardUnreadBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  // `complete`: Node has parsed the whole message (light-my-request's requests lack it; read to
  // their end they are `readableEnded`).
  if (raw.complete || raw.readableEnded || raw.destroyed) return;
  const declared = Number(raw.headers['content-length']);
  const whole = declared > DISCARD_BYTES ? false : await drain(raw);
  // Fastify asks to close after a body it refused; a body read to its end leaves nothing to close for.
  if (whole) reply.removeHeader('connection');
  else reply.header('connection', 'close');
}
