import { describe, expect, it } from 'vitest';
import { overPlainHttp } from '../../src/web/features/auth/PlainHttpWarning.tsx';

describe('the sign-in page over plain HTTP', () => {
  it('warns where a password would cross the network readable, not on this machine or over https', () => {
    expect(overPlainHttp({ protocol: 'http:', hostname: 'returns.example.co.id' })).toBe(true);
    expect(overPlainHttp({ protocol: 'http:', hostname: '10.1.2.3' })).toBe(true);
    expect(overPlainHttp({ protocol: 'https:', hostname: 'returns.example.co.id' })).toBe(false);
    for (const hostname of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]']) expect(overPlainHttp({ protocol: 'http:', hostname }), hostname).toBe(false);
  });
});
