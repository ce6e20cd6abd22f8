import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor } from '../../fixtures/postgresUrls.ts';
import { portOfItsOwn } from '../../fixtures/portOfItsOwn.ts';

/**
 * No silent simulator in production (issue 55 item 6): the server as `npm start` runs it, in a
 * process of its own. On PostgreSQL it refuses to start without ERP_URL and FAREYE_URL unless a
 * simulator is asked for by name; when one runs, the start banner and readiness say "simulated".
 */
const database = inject('database');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The outside systems' variables of the tests' own environment are left out: each case names its own. */
const baseEnvironment = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(ERP|FAREYE|SMTP|DATABASE|PGLITE|READ_DATABASE)_?/.test(key))) as Record<string, string>;

/** The server started with `env`; its output so far, and its end (exit code). */
function server(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...baseEnvironment(), LOG_LEVEL: 'warn', SEED_DEMO_RETURNS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<number | null>((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await ended;
    }
  });
  return { child, output: () => output, ended };
}

// Nothing listens here: a server that got as far as the database would fail differently.
const nowhere = 'postgres://postgres@127.0.0.1:9/none';

describe('the built-in simulators on start', () => {
  it('are refused on PostgreSQL without ERP_URL unless ERP_SIMULATOR=on, and the same for delivery tracking', async () => {
    const noErp = server({ DATABASE_URL: nowhere });
    expect(await noErp.ended).toBe(1);
    expect(noErp.output()).toContain(
      'Invalid environment: on PostgreSQL (DATABASE_URL) the ERP must be named: set ERP_URL with its secrets, or ERP_SIMULATOR=on to run the built-in simulator (simulated, not a real system)',
    );

    const noTracking = server({ DATABASE_URL: nowhere, ERP_SIMULATOR: 'on' });
    expect(await noTracking.ended).toBe(1);
    expect(noTracking.output()).toContain('delivery tracking must be named: set FAREYE_URL and FAREYE_API_KEY, or FAREYE_SIMULATOR=on');

    const both = server({ DATABASE_URL: nowhere, ERP_SIMULATOR: 'on', ERP_URL: 'https://erp.example.test', ERP_USER: 'u', ERP_PASSWORD: 'p' });
    expect(await both.ended).toBe(1);
    expect(both.output()).toContain('ERP_SIMULATOR=on and ERP_URL contradict each other; keep one');
  });

  it('run when asked for by name (PostgreSQL) or on the embedded database, and the banner and readiness say "simulated"', async () => {
    let place: Record<string, string>;
    if (database.kind === 'postgres') {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `gr_t_${database.template.replace('gr_template_', '')}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${database.template}`);
      cleanups.push(async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      place = { DATABASE_URL: databaseUrlFor(adminUrl, name), ERP_SIMULATOR: 'on', FAREYE_SIMULATOR: 'on' };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'gr-simulators-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      // As `npm start` on the embedded database: no variable asks for the simulators, and they run.
      place = { PGLITE_DIR: join(dir, 'data'), SEED_DEMO: 'false' };
    }
    const port = await portOfItsOwn();
    const started = server({ ...place, PORT: String(port), HOST: '127.0.0.1' });
    await expect.poll(started.output, { timeout: 120_000, interval: 200 }).toContain('Goods-return management is running');
    expect(started.output()).toMatch(/ERP: simulated: the built-in simulator at http:\/\/127\.0\.0\.1:\d+\/erp\/v1, not a real ERP\./);
    expect(started.output()).toMatch(
      /Delivery tracking: simulated: the built-in simulator at http:\/\/127\.0\.0\.1:\d+\/fareye\/v1, not a real delivery tracking\./,
    );

    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(200);
    const checks = ((await ready.json()) as { checks: { name: string; simulated?: boolean; detail: string }[] }).checks;
    expect(checks.filter((c) => c.simulated).map((c) => c.name)).toEqual(['erp', 'fareye']);
    expect(checks.find((c) => c.name === 'erp')!.detail).toMatch(/^Simulated: /);
    started.child.kill('SIGTERM');
    expect(await started.ended).toBe(0);
  }, 150_000);
});
