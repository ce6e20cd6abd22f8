import { describe, expect, it } from 'vitest';
import { formatForTerminal } from '../../src/server/logging/terminalLog.ts';

describe('the log at a terminal', () => {
  const at = new Date('2026-11-22T08:30:05').getTime();

  it('is one short line per entry: time, level, message', () => {
    expect(formatForTerminal({ level: 30, time: at, msg: 'Server listening at http://127.0.0.1:3000' })).toBe(
      '08:30:05 INFO  Server listening at http://127.0.0.1:3000\n',
    );
  });

  it('names a failed request and its answer, and keeps the stack of its error', () => {
    const line = formatForTerminal({
      level: 50,
      time: at,
      msg: 'request errored',
      req: { method: 'GET', url: '/api/return/1' },
      res: { statusCode: 500 },
      responseTime: 12.4,
      err: { stack: 'Error: boom\n    at handler' },
    });
    expect(line).toBe('08:30:05 ERROR request errored GET /api/return/1 500 12 ms\nError: boom\n    at handler\n');
  });
});
