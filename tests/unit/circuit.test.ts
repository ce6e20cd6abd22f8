import { describe, expect, it } from 'vitest';
import { createCircuit } from '../../src/server/outbox/circuit.ts';

/** A circuit on a clock the test moves, in front of a system that fails while `down`. */
function setUp() {
  let clock = 1_000_000;
  let down = true;
  let calls = 0;
  const circuit = createCircuit({ failuresToOpen: 3, openMs: 30_000, refusal: (s) => new Error(`refused after ${s.failures}`), now: () => clock });
  const call = () =>
    circuit.run(
      async () => {
        calls += 1;
        if (down) throw new Error('down');
        return 'answered';
      },
      (e) => (e as Error).message === 'down',
    );
  return { circuit, call, calls: () => calls, pass: (ms: number) => (clock += ms), mend: () => (down = false), breakAgain: () => (down = true) };
}

describe('the circuit in front of an external system', () => {
  it('opens after the failures in a row, refuses without calling, and lets one trial through after the pause', async () => {
    const s = setUp();
    for (let i = 0; i < 3; i++) await expect(s.call()).rejects.toThrow('down');
    expect(s.circuit.state()).toMatchObject({ open: true, refusing: true, failures: 3, lastError: 'down' });
    await expect(s.call()).rejects.toThrow('refused after 3');
    expect(s.calls()).toBe(3);

    // A failed trial opens it for another pause.
    s.pass(30_000);
    expect(s.circuit.state().refusing).toBe(false);
    await expect(s.call()).rejects.toThrow('down');
    expect(s.calls()).toBe(4);
    expect(s.circuit.state()).toMatchObject({ open: true, refusing: true, failures: 4 });
    await expect(s.call()).rejects.toThrow('refused after 4');

    // A successful trial closes it.
    s.pass(30_000);
    s.mend();
    await expect(s.call()).resolves.toBe('answered');
    expect(s.circuit.state()).toEqual({ open: false, refusing: false, failures: 0, lastError: null, retryAt: null });
  });

  it('counts only failures in a row, and lets one trial through at a time', async () => {
    const s = setUp();
    await expect(s.call()).rejects.toThrow('down');
    await expect(s.call()).rejects.toThrow('down');
    s.mend();
    await s.call();
    s.breakAgain();
    await expect(s.call()).rejects.toThrow('down');
    expect(s.circuit.state()).toMatchObject({ open: false, failures: 1 });

    for (let i = 0; i < 2; i++) await expect(s.call()).rejects.toThrow('down');
    s.pass(30_000);
    s.mend();
    const [trial, second] = await Promise.allSettled([s.call(), s.call()]);
    expect(trial).toEqual({ status: 'fulfilled', value: 'answered' });
    expect(second).toMatchObject({ status: 'rejected', reason: new Error('refused after 3') });
  });
});
