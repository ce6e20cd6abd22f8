import { Writable } from 'node:stream';

const levelNames: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface LogEntry {
  level: number;
  time: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
}

/** One log entry as a short line for a person at a terminal: time, level, message, error stack. */
export function formatForTerminal(entry: LogEntry): string {
  const time = new Date(entry.time).toTimeString().slice(0, 8);
  const level = (levelNames[entry.level] ?? String(entry.level)).padEnd(5);
  const request = entry.req ? ` ${entry.req.method} ${entry.req.url}` : '';
  const outcome = entry.res?.statusCode ? ` ${entry.res.statusCode}${entry.responseTime === undefined ? '' : ` ${Math.round(entry.responseTime)} ms`}` : '';
  const error = entry.err?.stack ? `\n${entry.err.stack}` : '';
  return `${time} ${level} ${entry.msg ?? ''}${request}${outcome}${error}\n`;
}

/** A destination for the server's JSON log lines that writes them readable to `out`. */
export function terminalLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        try {
          out.write(formatForTerminal(JSON.parse(line) as LogEntry));
        } catch {
          out.write(`${line}\n`);
        }
      }
      done();
    },
  });
}
