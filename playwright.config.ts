import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { mailPort } from './tests/e2e/mailbox.ts';
import { oidcEnvironment } from './tests/e2e/identityProvider.ts';
import { databaseUrlFor } from './tests/fixtures/postgresUrls.ts';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Debian's Chromium as its headless shell (package chromium-headless-shell, the same build without
 * the browser's window and UI: its browser process used a fifth of the CPU the full one did), or
 * the full browser where the shell is not installed.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';

/**
 * The server's database, fresh for each run: with TEST_DATABASE_URL (CI) a PostgreSQL database of
 * its own beside it, as the API files that do not depend on the engine run there once; without it
 * (`npm test` on a fresh machine) the embedded one. The journeys test the browser's side: on
 * PostgreSQL the server starts in 7 s instead of 16.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const e2eDatabase = testDatabaseUrl ? `${new URL(testDatabaseUrl).pathname.slice(1)}_e2e` : null;
const freshDatabase = e2eDatabase
  ? `psql "${testDatabaseUrl}" -q -c "drop database if exists ${e2eDatabase} with (force)" -c "create database ${e2eDatabase}"`
  : 'true';

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser) against the built app,
 * served by the real server on a fresh database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Every test makes its own returns through the API (tests/e2e/returnsApi.ts), so several run at
  // once: with two, a quarter of the two cores waited (on the server, on Chromium's frames); three
  // keep them busy (the whole run 226 → 191 s).
  workers: 3,
  fullyParallel: true,
  retries: 0,
  reporter: [['list']],
  // A real SMTP server the app sends its mail to (tests/e2e/mailbox.ts), and the company's
  // OpenID provider staff sign in with (tests/e2e/identityProvider.ts).
  globalSetup: ['./tests/e2e/mailbox.ts', './tests/e2e/identityProvider.ts'],
  projects: [
    { name: 'sessions', testMatch: /sessions\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['sessions'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace: the DOM at every action, without the screencast (a third of Chromium's CPU here).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf .tmp/e2e .tmp/e2e-sessions && mkdir -p .tmp/e2e && ${freshDatabase} && tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/api/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The simulated ERP and delivery tracking answer at once, but a master-data pull takes 1.5 s so
    // the synch journey sees the progress bar before the result (no other test pulls master data).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(e2eDatabase ? { DATABASE_URL: databaseUrlFor(testDatabaseUrl!, e2eDatabase) } : { PGLITE_DIR: '.tmp/e2e/data' }),
      DEMO_PASSWORD: 'Demo#2026',
      // Each test makes its own returns; the demo's would only crowd the lists.
      SEED_DEMO_RETURNS: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // On PostgreSQL the simulators run only when asked for by name.
      ERP_SIMULATOR: 'on',
      FAREYE_SIMULATOR: 'on',
      ERP_SIMULATOR_LATENCY_MS: '0',
      ERP_SIMULATOR_PULL_LATENCY_MS: '1500',
      FAREYE_SIMULATOR_LATENCY_MS: '0',
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      MAIL_FROM: 'Goods Return <returns@distributor.test>',
      ...oidcEnvironment,
    },
  },
});
