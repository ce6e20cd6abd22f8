import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/** The lifecycle states the demo's returns are in, as an analyst's chart counts them. */
async function demoStates(base: string): Promise<string[]> {
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'display', password: 'Demo#2026' }),
  });
  const token = (await login.json()).data.accessToken as string;
  const states = await fetch(`${base}/api/workflow/lifecycle/states`, { headers: { authorization: `Bearer ${token}` } });
  return ((await states.json()).data as { state: string }[]).map((s) => s.state);
}

/** `npm start` on an empty directory, as a newcomer runs it: its whole output until the demo sign-ins, and the demo's returns. */
async function firstStart(): Promise<{ stdout: string; stderr: string; states: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'gr-first-start-'));
  const port = String(20_000 + Math.floor(Math.random() * 20_000));
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, PGLITE_DIR: join(dir, 'data'), PORT: port };
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('client2') && stdout.includes('Server listening')) resolve();
      });
      server.on('exit', (code) => reject(new Error(`the server stopped (${code}): ${stdout}${stderr}`)));
    });
    return { stdout, stderr, states: await demoStates(`http://127.0.0.1:${port}`) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.runIf(inject('database').kind === 'pglite')('the first start', () => {
  it('serves this machine only, prints the demo sign-ins and warns of nothing', { timeout: 120_000 }, async () => {
    const { stdout, stderr, states } = await firstStart();
    expect(stdout).toMatch(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
    expect(stdout).toContain('Demo data created. Sign in with any of these users and the password Demo#2026:');
    const entries = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries.filter((e) => e.level >= 40).map((e) => e.msg)).toEqual([]);
    expect(stderr).toBe('');
    // The demo's returns, made through the API, fill every state a return waits or ends in.
    for (const state of [
      'draft',
      'rejected',
      'completedRejected',
      'inProgress.sales',
      'inProgress.client',
      'inProgress.brqa',
      'inProgress.qaho',
      'inProgress.delivery',
      'inProgress.warehouse',
    ]) {
      expect(states).toContain(state);
    }
    expect(states.some((s) => s.startsWith('completed.'))).toBe(true);
  });
});
