import { describe, expect, it } from 'vitest';
import { loggedBody, loggedBodyLimit } from '../../src/server/outbox/apiLog.ts';

/** What the API log keeps of a call's body (issue 30 item 9: a pull's 282,000 characters broke the log's own schema). */
describe('a logged body', () => {
  it('is kept whole up to the limit, with its secrets masked', () => {
    expect(JSON.parse(loggedBody({ material: '10000001', password: 'hunter2', nested: [{ clientSecret: 's' }] }))).toEqual({
      material: '10000001',
      password: '***',
      nested: [{ clientSecret: '***' }],
    });
    expect(loggedBody(undefined)).toBe('null');
  });

  it('past the limit is its start and a note of the cut, far within what the log answers', () => {
    const records = Array.from({ length: 3000 }, (_, i) => ({ materialCode: String(10000000 + i), materialName: `Material ${i} with a long description` }));
    const whole = JSON.stringify({ records });
    const kept = JSON.parse(loggedBody({ records })) as { cut: string; start: string };
    expect(kept.cut).toBe(`The body had ${whole.length} characters; the log keeps the first ${loggedBodyLimit}.`);
    expect(kept.start).toBe(whole.slice(0, loggedBodyLimit));
    expect(JSON.stringify(kept, null, 2).length).toBeLessThan(100_000);
  });
});
